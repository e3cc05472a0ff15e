import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { resolveBalanceTarget } from '../account/index.js';

/** The account and network whose history is shown; `key` changes with either (EVM addresses any case). */
export interface HistoryTarget {
  readonly key: string;
  readonly address: string;
  readonly network: Network;
}

export interface HistoryTargetInput {
  readonly address: string | undefined;
  /** The network the wallet reports; one that is not configured means no history (UnsupportedChain). */
  readonly walletNetworkId: CaipNetworkId | undefined;
  readonly activeNetwork: Network;
  readonly networks: readonly Network[];
}

/**
 * The history target of an account state: the connected address on the active network, or undefined
 * when nothing is connected or the wallet sits on a network that is not configured. Same rules as the
 * native balance (resolveBalanceTarget), so the list and the balance always describe the same account.
 */
export function resolveHistoryTarget(input: HistoryTargetInput): HistoryTarget | undefined {
  const target = resolveBalanceTarget(input);
  if (target.kind !== 'read') return undefined;
  return { key: target.key, address: target.address, network: target.network };
}
