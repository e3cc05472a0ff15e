import type { SwapPreview, SwapStore } from '../../../core/features/swap/index.js';
import { decimalToString, formatBalance } from '../../../core/lib/format/index.js';
import type { CaipNetworkId, SwapToken } from '../../../ports/index.js';
import type { FormAction } from '../../components/SubmitButton.js';
import { SIGNIFICANT_DIGITS, significantAmountText } from '../../components/significantAmountText.js';

export { SIGNIFICANT_DIGITS as SWAP_SIGNIFICANT_DIGITS, significantAmountText as swapAmountText };

/** Extra digits of the exact rate before it is shortened for display. */
const RATE_PRECISION = 18;

/** The price of one source token in the target token: '1 USDC ≈ 0.000331 WETH' (floored, exact bigint math). */
export function swapRateText(preview: Pick<SwapPreview, 'from' | 'to' | 'fromUnits' | 'toUnits'>): string {
  const { from, to, fromUnits, toUnits } = preview;
  if (fromUnits <= 0n) return '—';
  const scaled = (toUnits * 10n ** BigInt(from.decimals + RATE_PRECISION)) / fromUnits;
  const rate = decimalToString({ units: scaled, scale: to.decimals + RATE_PRECISION });
  return `1 ${from.symbol} ≈ ${significantAmountText(rate)} ${to.symbol}`;
}

/** A balance in smallest units as the form shows it: floored to 3 decimals with thousands separators (SPEC §5). */
export const swapBalanceText = (units: bigint | undefined, token: SwapToken): string | undefined =>
  units === undefined
    ? undefined
    : formatBalance(units, token.decimals, { thousands: true }).match(
        (text) => text,
        () => undefined,
      );

/**
 * A token address of the Swap view's arguments as the token list spells it: CAIP-10 (`eip155:1:0x…`) is kept; a
 * plain 0x address is taken on the active network. Undefined stays undefined.
 */
export const swapTokenAddress = (address: string | undefined, network: CaipNetworkId): string | undefined => {
  const trimmed = address?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  return trimmed.includes(':') ? trimmed : `${network}:${trimmed}`;
};

/**
 * The tokens whose name, symbol or address contain the query (case ignored; an address may be given bare or as
 * CAIP-10), in the list's order (suggested first). An empty query keeps them all.
 */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): readonly SwapToken[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return tokens;
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) ||
      token.name.toLowerCase().includes(needle) ||
      token.address.toLowerCase().includes(needle),
  );
}

/** What the action button does: swap the previewed quote, ask a fresh quote, or nothing (disabled). */
export type SwapAction = FormAction<'swap' | 'retry'>;

type SwapActionSource = Pick<
  SwapStore,
  'status' | 'sourceToken' | 'toToken' | 'sourceAmount' | 'preview' | 'error'
>;

const ZERO = /^0*\.?0*$/;

/**
 * The action button of the form, following the flow: Select token / Enter amount / Insufficient balance /
 * Enter a valid amount / Getting quote… / 'Approve USDC and swap' or 'Swap' / Approving… / Swapping… / Try again
 * (after a failed quote or swap).
 */
export function swapAction(swap: SwapActionSource): SwapAction {
  const { status, sourceToken, toToken, preview, error } = swap;
  if (status === 'approving') return { label: 'Approving…', kind: 'none' };
  if (status === 'swapping') return { label: 'Swapping…', kind: 'none' };
  if (status === 'failed') return { label: 'Try again', kind: 'retry' };
  if (sourceToken === undefined || toToken === undefined) return { label: 'Select token', kind: 'none' };
  const amount = swap.sourceAmount.trim();
  if (amount === '' || (ZERO.test(amount) && error === undefined))
    return { label: 'Enter amount', kind: 'none' };
  if (error?.code === 'INSUFFICIENT_BALANCE' || error?.code === 'INSUFFICIENT_FUNDS')
    return { label: 'Insufficient balance', kind: 'none' };
  if (error?.code === 'AMOUNT_INVALID' || error?.code === 'AMOUNT_TOO_PRECISE')
    return { label: 'Enter a valid amount', kind: 'none' };
  if (error !== undefined) return { label: 'Try again', kind: 'retry' };
  if (status === 'ready' && preview !== undefined) {
    return {
      label: preview.needsApproval ? `Approve ${preview.from.symbol} and swap` : 'Swap',
      kind: 'swap',
    };
  }
  return { label: 'Getting quote…', kind: 'none' };
}
