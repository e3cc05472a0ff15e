import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../errors/index.js';

/** An exact decimal number: `units / 10^scale` (scale ≥ 0). */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type DecimalInvalidError = LatchError<'DECIMAL_INVALID'>;

/** Optional minus, digits, optional fraction; at least one digit. No exponent, sign '+', spaces or commas. */
const DECIMAL_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/;
const SHOWN_CHARS = 40;

export const decimalInvalid = (text: string): DecimalInvalidError =>
  latchError('DECIMAL_INVALID', {
    params: { value: text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text },
  });

/**
 * Parses a plain decimal string exactly (`'12'`, `'-0.5'`, `'.25'`, `'3.'`). Rejects everything else:
 * `''`, `'.'`, `'-'`, `'1e5'`, `'--1'`, `'+1'`, `'1,000'`, surrounding spaces.
 */
export function parseDecimal(text: string): Result<Decimal, DecimalInvalidError> {
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) return err(decimalInvalid(text));
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return ok({ units: match[1] === '-' ? -magnitude : magnitude, scale: fraction.length });
}
