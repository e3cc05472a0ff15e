import type { TokenBalance } from '../../../ports/index.js';
import { formatDecimalString, formatTokenValue, TOKEN_VALUE_UNAVAILABLE } from '../../lib/format/index.js';
import type { TokenBalanceRow } from './types.js';
import { usdValue } from './usdValue.js';

/**
 * How one validated balance entry shows (SPEC §5): the quantity floored to 3 decimals with thousands
 * separators ('0.000' for zero, '<0.001' for dust), the USD value as dollars and two-digit pennies. The value is the entry's
 * `value`, else quantity × price when the token has a price; a token with neither shows its value as
 * unavailable, never '$0.00'. Undefined only when the quantity is not a decimal (parseTokenBalance rules
 * that out).
 */
export function toTokenRow(balance: TokenBalance): TokenBalanceRow | undefined {
  const { name, symbol, iconUrl, address, chainId, price, quantity } = balance;
  const shown = formatDecimalString(quantity.numeric, { thousands: true });
  if (shown.isErr()) return undefined;
  const value = balance.value ?? (price > 0 ? usdValue(quantity.numeric, price) : undefined);
  return {
    id: address ?? `${chainId}:${symbol}`,
    name,
    symbol,
    iconUrl,
    quantity: shown.value,
    value: value === undefined ? TOKEN_VALUE_UNAVAILABLE : formatTokenValue(value),
    balance,
  };
}
