import {
  decimalToString,
  formatBalance,
  formatTokenValue,
  multiplyDecimal,
  numberToDecimal,
} from '../../../core/format/index.js';
import { tokenBalanceUnits } from '../../../core/tokens/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { tokenValueText } from '../../components/tokenValueText.js';

/** A token's balance as the form shows it: floored to 3 decimals with thousands separators (SPEC §5). */
export const tokenBalanceText = (token: TokenBalance): string =>
  tokenBalanceUnits(token)
    .andThen(({ units, decimals }) => formatBalance(units, decimals, { thousands: true }))
    .unwrapOr('—');

/** The USD value of `amount` of a token at its price ('$12.50'), or '' without a price or a readable amount. */
export const amountValueText = (amount: string, price: number): string => {
  const rate = numberToDecimal(price);
  if (rate === undefined || price <= 0 || amount.trim() === '') return '';
  return multiplyDecimal(amount.trim(), decimalToString(rate))
    .map((usd) => tokenValueText(formatTokenValue(usd)))
    .unwrapOr('');
};

/** The success toast: 'Sent 0.25 ETH to 0x7099…c79C' (or to the name it was sent to). */
export const sentMessage = (args: {
  readonly amount: string;
  readonly symbol: string;
  readonly receiver: { readonly address: string; readonly name?: string };
}): string =>
  `Sent ${args.amount} ${args.symbol} to ${args.receiver.name ?? shortenAddress(args.receiver.address)}`;
