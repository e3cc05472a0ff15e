import type { TokenValue } from '../../core/lib/format/index.js';

/** A token's USD value as shown: '$1,234.05' (dollars and two-digit pennies, SPEC §5), '' without a price. */
export const tokenValueText = (value: TokenValue): string =>
  value.kind === 'amount' ? `${value.negative ? '-' : ''}$${value.dollars}.${value.pennies}` : '';
