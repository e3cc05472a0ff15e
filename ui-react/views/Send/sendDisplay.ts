import type { SendStore } from '../../../core/features/send/index.js';
import { tokenBalanceUnits } from '../../../core/kernel/tokens/index.js';
import {
  decimalToString,
  formatBalance,
  formatQuantity,
  formatTokenValue,
  multiplyDecimal,
  numberToDecimal,
} from '../../../core/lib/format/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import type { FormAction } from '../../components/SubmitButton.js';
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

/**
 * An amount sent as the review, the toast and Activity show it: core/lib/format's one formatter of an amount moved
 * (formatQuantity: 3 decimals cut toward zero, thousands grouped, '<0.001' for dust), never the 18 decimals typed
 * or filled; the text as it is if it is no decimal.
 */
export const sentAmountText = (amount: string): string =>
  formatQuantity(amount.trim(), { thousands: true }).unwrapOr(amount);

/** The success toast: 'Sent 0.250 ETH to 0x7099…c79C' (or to the name it was sent to). */
export const sentMessage = (args: {
  readonly amount: string;
  readonly symbol: string;
  readonly receiver: { readonly address: string; readonly name?: string };
}): string =>
  `Sent ${sentAmountText(args.amount)} ${args.symbol} to ${args.receiver.name ?? shortenAddress(args.receiver.address)}`;

/** The Preview button: what a press does, or why it does nothing yet (as Swap's and Register's buttons say). */
export type SendAction = FormAction<'preview'>;

type SendActionSource = Pick<
  SendStore,
  'status' | 'token' | 'amount' | 'receiver' | 'amountError' | 'receiverError' | 'receiverLookup'
>;

export const sendAction = (send: SendActionSource): SendAction => {
  const waiting = (label: string): SendAction => ({ label, kind: 'none' });
  if (send.status === 'estimating') return waiting('Preparing…');
  if (send.token === undefined) return waiting('Pick a token to send');
  if (send.amount.trim() === '' || /^[0.,]*$/.test(send.amount.trim())) return waiting('Enter amount');
  if (send.amountError?.code === 'INSUFFICIENT_BALANCE') return waiting('Insufficient balance');
  if (send.amountError !== undefined) return waiting('Enter a valid amount');
  if (send.receiver.trim() === '') return waiting('Enter receiver');
  if (send.receiverLookup.status === 'resolving') return waiting('Looking up name…');
  if (send.receiverError !== undefined) return waiting('Check the receiver');
  return { label: 'Preview', kind: 'preview' };
};
