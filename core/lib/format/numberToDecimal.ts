import type { Decimal } from './parseDecimal.js';

/** JavaScript's shortest round-trip text of a finite number: '12.5', '1e-7', '1.5e+21'. */
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The exact decimal a finite number is written as (its shortest round-trip text, so 0.1 is 1/10, not
 * the binary double); undefined for NaN and ±Infinity. Used only to accept numeric API fields.
 */
export function numberToDecimal(value: number): Decimal | undefined {
  const match = Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null;
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const magnitude = BigInt(`${match[2] ?? ''}${fraction}`);
  const units = match[1] === '-' ? -magnitude : magnitude;
  const scale = fraction.length - Number(match[4] ?? '0');
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}
