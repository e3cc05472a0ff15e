export { BalancesStore, createBalancesStore } from './BalancesStore.js';
export { balancesUnavailable } from './balancesUnavailable.js';
export {
  BALANCE_CURRENCY,
  BALANCE_NAMESPACES,
  BALANCES_CACHE_NAME,
  NATIVE_TOKEN_ADDRESS,
} from './constants.js';
export { type BalancesCache, createBalancesCache, type TokenBalancesCache } from './createBalancesCache.js';
export { eip155ChainHex } from './eip155ChainHex.js';
export { type FetchTokenBalancesArgs, fetchTokenBalances } from './fetchTokenBalances.js';
export { isShownToken } from './isShownToken.js';
export { parseTokenBalance } from './parseTokenBalance.js';
export { parseTokenBalances } from './parseTokenBalances.js';
export { parseWalletAssets } from './parseWalletAssets.js';
export { tokenBalancesKey } from './tokenBalancesKey.js';
export { toTokenRow } from './toTokenRow.js';
export { toTokenRows } from './toTokenRows.js';
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
export { usdValue } from './usdValue.js';
