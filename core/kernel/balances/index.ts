// core/kernel/balances' eager surface: the lazy store, its types, constants and error. The store's code itself is the
// second entry point, store.ts, fetched once an account is connected or the balances are first asked for.
export type { BalancesStore } from './BalancesStore.js';
export { balancesUnavailable } from './balancesUnavailable.js';
export {
  BALANCE_CURRENCY,
  BALANCE_NAMESPACES,
  BALANCES_CACHE_NAME,
  NATIVE_TOKEN_ADDRESS,
} from './constants.js';
export type { BalancesCache, TokenBalancesCache } from './createBalancesCache.js';
export { type Balances, createLazyBalancesStore, loadBalancesStore } from './createLazyBalancesStore.js';
export type { FetchTokenBalancesArgs } from './fetchTokenBalances.js';
export type {
  BalancesAccountSource,
  BalancesError,
  BalancesReady,
  BalancesSessionSource,
  BalancesState,
  BalancesStoreDeps,
  BalancesUnavailableReason,
  RefreshBalancesOptions,
  TokenBalanceRow,
} from './types.js';
