import type { ResultAsync } from 'neverthrow';
import type { ChainNamespace, Network, TransactionReceipt, WalletSession } from '../../../ports/index.js';
import type { ReceiptError } from '../../lib/flowSteps/index.js';

/** What a host action reads of the connected account (the account store's observables). */
export interface HostAccountSource {
  readonly isConnected: boolean;
  readonly activeNamespace: ChainNamespace;
  readonly activeNetwork: Network;
  readonly address: string | undefined;
  readonly isUnsupportedChain: boolean;
}

/**
 * What a host action needs of the core: the account, the live wallet session of a namespace, and the wait for a
 * sent transaction's receipt (Latch.waitForTransaction).
 */
export interface HostActionDeps {
  readonly account: HostAccountSource;
  readonly session: (namespace: ChainNamespace) => WalletSession | undefined;
  readonly waitForReceipt: (args: {
    readonly hash: string;
    readonly network: Network;
  }) => ResultAsync<TransactionReceipt, ReceiptError>;
}
