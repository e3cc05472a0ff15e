import type { SwapToken } from '../../../ports/index.js';
import { SUGGESTED_SWAP_SYMBOLS } from './constants.js';

/**
 * The token list of a picker: the suggested symbols first, in SUGGESTED_SWAP_SYMBOLS order (case ignored), then
 * every other token in the server's order. A token (by address, case ignored) is listed once.
 */
export function orderSwapTokens(
  tokens: readonly SwapToken[],
  suggested: readonly string[] = SUGGESTED_SWAP_SYMBOLS,
): readonly SwapToken[] {
  const rank = new Map(suggested.map((symbol, index) => [symbol.toUpperCase(), index]));
  const seen = new Set<string>();
  const unique = tokens.filter((token) => {
    const key = token.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rankOf = (token: SwapToken) => rank.get(token.symbol.toUpperCase()) ?? Number.POSITIVE_INFINITY;
  return unique
    .map((token, index) => ({ token, index, rank: rankOf(token) }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank < b.rank ? -1 : 1))
    .map(({ token }) => token);
}
