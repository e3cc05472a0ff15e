// core/kernel/balances' second entry point: the token-balances store and what only it uses (the persisted cache, the
// balance route and ERC-7811 reads, parsing, the rows). Not in the page's first chunk: createLazyBalancesStore
// (index.ts) fetches it once an account is connected or the balances are first asked for; tests import it here.
export { BalancesStore, createBalancesStore } from './BalancesStore.js';
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
export { usdValue } from './usdValue.js';
