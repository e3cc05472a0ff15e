import type { ChainNamespace, Network, WalletSession } from '../../ports/index.js';

/** What a host action reads of the connected account (the account store's observables). */
export interface HostAccountSource {
  readonly isConnected: boolean;
  readonly activeNamespace: ChainNamespace;
  readonly activeNetwork: Network;
  readonly address: string | undefined;
  readonly isUnsupportedChain: boolean;
}

/** What a host action needs of the core: the account, and the live wallet session of a namespace. */
export interface HostActionDeps {
  readonly account: HostAccountSource;
  readonly session: (namespace: ChainNamespace) => WalletSession | undefined;
}
