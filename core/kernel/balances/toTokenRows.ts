import type { TokenBalance } from '../../../ports/index.js';
import { toTokenRow } from './toTokenRow.js';
import type { TokenBalanceRow } from './types.js';

const sameTokenKey = (row: TokenBalanceRow): string =>
  row.balance.chainId.startsWith('eip155:') ? row.id.toLowerCase() : row.id;

/**
 * The rows of a balance list, in its order; a repeated token (same id; EVM addresses in any casing) shows
 * once, as first listed.
 */
export function toTokenRows(balances: readonly TokenBalance[]): TokenBalanceRow[] {
  const seen = new Set<string>();
  return balances.flatMap((balance) => {
    const row = toTokenRow(balance);
    if (row === undefined || seen.has(sameTokenKey(row))) return [];
    seen.add(sameTokenKey(row));
    return [row];
  });
}
