import type { Network } from '../../../ports/index.js';

const REFERENCE = /^[0-9]{1,20}$/;

/** The hex chain id ERC-7811 keys assets by, for an eip155 network (`eip155:31337` → `0x7a69`); else undefined. */
export function eip155ChainHex(network: Pick<Network, 'caipNetworkId'>): `0x${string}` | undefined {
  const [namespace, reference = ''] = network.caipNetworkId.split(':');
  return namespace === 'eip155' && REFERENCE.test(reference)
    ? `0x${BigInt(reference).toString(16)}`
    : undefined;
}
