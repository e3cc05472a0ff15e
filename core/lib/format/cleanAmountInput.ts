import { MAX_AMOUNT_DIGITS } from './parseAmount.js';

export interface CleanAmountOptions {
  /** The locale's decimal mark (',' in much of Europe); '.' is always read as one too. Default '.'. */
  readonly decimalMark?: string | undefined;
}

const SPACES = /\s/gu;
/** A currency code or symbol around a pasted amount ('50 USD', '$50', '1.5 ETH'); never a sign. */
const AFFIXES = /^[\p{L}\p{Sc}]+|[\p{L}\p{Sc}]+$/gu;
/** Thousands grouped with ',' ('1,234,567' or '1,234.5'): the commas are grouping, not a decimal mark. */
const COMMA_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/u;
/** Thousands grouped with '.' where ',' is the decimal mark ('1.234.567,5'). */
const DOT_GROUPED = /^\d{1,3}(\.\d{3})+(,\d*)?$/u;

/**
 * What an amount field keeps of a keystroke or paste (Send, Swap, On-ramp; parseAmount is the rule): the text
 * when it is digits with at most one decimal separator ('.' or the locale's `decimalMark`), the empty field
 * included; otherwise undefined, and the field stays as it was — a letter, sign, exponent or second separator
 * is never taken. A paste is cleaned first: its spaces, a currency code or symbol around the number
 * ('50 USD', '$50') and thousands grouping ('1,234.5', or '1.234,5' with a ',' mark) are dropped.
 */
export function cleanAmountInput(text: string, options: CleanAmountOptions = {}): string | undefined {
  if (text.length > 4 * MAX_AMOUNT_DIGITS) return undefined;
  const mark = options.decimalMark === ',' ? ',' : '.';
  let cleaned = text.replace(SPACES, '');
  if (/\d/u.test(cleaned)) cleaned = cleaned.replace(AFFIXES, '');
  if (COMMA_GROUPED.test(cleaned)) cleaned = cleaned.replaceAll(',', '');
  else if (mark === ',' && DOT_GROUPED.test(cleaned)) cleaned = cleaned.replaceAll('.', '');
  const separators = mark === ',' ? '[.,]' : '[.]';
  const amount = new RegExp(`^\\d*(${separators}\\d*)?$`, 'u');
  if (!amount.test(cleaned)) return undefined;
  return cleaned.replace(/[^\d]/gu, '').length > MAX_AMOUNT_DIGITS ? undefined : cleaned;
}
