import type { Network } from '../../../ports/index.js';

/** SPEC §4: identity (name, avatar) is fetched only on EVM networks that are not testnets. */
export const supportsIdentity = (network: Network): boolean =>
  network.chainNamespace === 'eip155' && network.testnet !== true;
