import type { CaipNetworkId, TokenBalance } from '../../../ports/index.js';
import { isShownToken } from './isShownToken.js';
import { parseTokenBalance } from './parseTokenBalance.js';

/**
 * The entries of a balance list worth showing, in their order (SPEC §5): malformed entries are ignored (see
 * parseTokenBalance) and tokens with zero decimals are filtered out. Anything but an array gives none.
 */
export function parseTokenBalances(raw: unknown, chainId: CaipNetworkId): TokenBalance[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const balance = parseTokenBalance(entry, chainId);
    return balance !== undefined && isShownToken(balance) ? [balance] : [];
  });
}
