import type { Network } from '../../../ports/index.js';
import type { IdentityTarget } from './IdentityTracker.js';
import type { BalanceTarget } from './resolveBalanceTarget.js';

/** SPEC §4: identity (name, avatar) is fetched only on EVM networks that are not testnets. */
export const supportsIdentity = (network: Network): boolean =>
  network.chainNamespace === 'eip155' && network.testnet !== true;

/** Whose identity is looked up: the account of a balance read on a network that has identities (else none). */
export function identityTargetOf(target: BalanceTarget): IdentityTarget | undefined {
  if (target.kind !== 'read' || !supportsIdentity(target.network)) return undefined;
  return { key: target.key, address: target.address, network: target.network };
}
