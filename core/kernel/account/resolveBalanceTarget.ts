import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { findConfiguredNetwork } from './findConfiguredNetwork.js';
import { nativeBalanceKey } from './nativeBalanceKey.js';

/**
 * What the account's native balance is read for: nothing (no account), a wallet on a network that is not
 * configured (unavailable), or the address on the active network. `key` identifies it: a value is shown
 * only while its key is the current one.
 */
export type BalanceTarget =
  | { readonly kind: 'none'; readonly key: '' }
  | {
      readonly kind: 'unsupported';
      readonly key: string;
      readonly address: string;
      readonly caipNetworkId: CaipNetworkId;
    }
  | { readonly kind: 'read'; readonly key: string; readonly address: string; readonly network: Network };

export interface BalanceTargetInput {
  readonly address: string | undefined;
  readonly walletNetworkId: CaipNetworkId | undefined;
  readonly activeNetwork: Network;
  readonly networks: readonly Network[];
}

const NONE: BalanceTarget = { kind: 'none', key: '' };

/** The balance target of an account state (see BalanceTarget). */
export function resolveBalanceTarget(input: BalanceTargetInput): BalanceTarget {
  const { address, walletNetworkId, activeNetwork } = input;
  if (address === undefined) return NONE;
  if (walletNetworkId !== undefined && findConfiguredNetwork(input.networks, walletNetworkId) === undefined) {
    return {
      kind: 'unsupported',
      key: `unsupported|${walletNetworkId}|${address}`,
      address,
      caipNetworkId: walletNetworkId,
    };
  }
  return { kind: 'read', key: nativeBalanceKey(address, activeNetwork), address, network: activeNetwork };
}
