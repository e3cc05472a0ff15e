import { err, ok, type Result } from 'neverthrow';
import { amountError, type LatchError } from '../errors/index.js';
import { MAX_TOKEN_DECIMALS } from './formatBalance.js';

/** An amount as a user typed it, read exactly. */
export interface Amount {
  /** In the smallest unit (`decimals` places): '1.5' of a 6-decimal token is 1500000n. */
  readonly units: bigint;
  /** The amount as a plain decimal with a '.' ('0.5' for '.5' or '0,5'), as typed otherwise. */
  readonly decimal: string;
}

export type AmountError = LatchError<'AMOUNT_INVALID'> | LatchError<'AMOUNT_TOO_PRECISE'>;

export interface ParseAmountOptions {
  /** The locale's decimal mark (',' in much of Europe); '.' is always read as one too. Default '.'. */
  readonly decimalMark?: string | undefined;
}

/** Digits a typed amount may have: more than any uint256 (78 digits) plus its decimals could need. */
export const MAX_AMOUNT_DIGITS = 100;

/** Spaces a paste may carry (including no-break and thin spaces, used to group digits): dropped. */
const SPACES = /\s/gu;
const DIGITS = /^\d*$/;

/**
 * The one rule for amounts typed in a field (Send, Swap, On-ramp): digits with at most one decimal separator
 * ('.' or the locale's `decimalMark`), `.5` and `5.` included; spaces of a paste dropped. Letters, signs,
 * exponents, a second separator or grouping marks are AMOUNT_INVALID; more fraction digits than `decimals`
 * (other than trailing zeros) AMOUNT_TOO_PRECISE. Exact: no floats. Zero is an amount (callers decide).
 */
export function parseAmount(
  text: string,
  decimals: number,
  options: ParseAmountOptions = {},
): Result<Amount, AmountError> {
  const invalid = (details: string) => err(amountError('AMOUNT_INVALID', { details }));
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    return invalid(`bad token decimals ${decimals}`);
  }
  if (text.length > 4 * MAX_AMOUNT_DIGITS) return invalid('too long');
  const cleaned = text.replace(SPACES, '');
  const mark = options.decimalMark ?? '.';
  const usable = mark.length === 1 && !/[\d\s]/u.test(mark);
  const parts = (usable ? cleaned.replaceAll(mark, '.') : cleaned).split('.');
  const [whole = '', fraction = '', ...extra] = parts;
  if (extra.length > 0) return invalid('more than one decimal separator');
  if (!DIGITS.test(whole) || !DIGITS.test(fraction)) return invalid('not digits');
  if (whole.length + fraction.length === 0) return invalid('no digits');
  if (whole.length + fraction.length > MAX_AMOUNT_DIGITS) return invalid('too many digits');
  const kept = fraction.replace(/0+$/u, '');
  if (kept.length > decimals) {
    return err(
      amountError('AMOUNT_TOO_PRECISE', { params: { decimals }, details: `${kept.length} decimals` }),
    );
  }
  const units = BigInt(`${whole}${kept.padEnd(decimals, '0')}` || '0');
  const integer = whole.replace(/^0+(?=\d)/u, '') || '0';
  return ok({ units, decimal: fraction === '' ? integer : `${integer}.${fraction}` });
}
