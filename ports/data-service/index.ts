export type * from './abortable.js';

import type { BalanceApi } from './balance.js';
import type { ChainsApi } from './chains.js';
import type { HistoryApi } from './history.js';
import type { IdentityApi } from './identity.js';
import type { NamesApi } from './names.js';
import type { OnrampApi } from './onramp.js';
import type { SwapApi } from './swap.js';
import type { WalletRegistryApi } from './wallets.js';

export type * from './balance.js';
export type * from './chains.js';
export type * from './history.js';
export type * from './identity.js';
export type * from './names.js';
export type * from './onramp.js';
export type * from './swap.js';
export type * from './wallets.js';

/** The whole data service (CONTRACTS §1): one adapter may implement every small API. */
export interface DataService {
  readonly chains: ChainsApi;
  readonly balance: BalanceApi;
  readonly history: HistoryApi;
  readonly identity: IdentityApi;
  readonly swap: SwapApi;
  readonly names: NamesApi;
  readonly onramp: OnrampApi;
  readonly wallets: WalletRegistryApi;
}
