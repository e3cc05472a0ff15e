import { err, ok, type Result } from 'neverthrow';
import { latchError } from '../errors/index.js';
import { type DecimalInvalidError, parseDecimal } from '../format/index.js';

/**
 * The typed amount in the token's smallest unit, exactly: a plain non-negative decimal with at most `decimals`
 * fraction digits ('1.5' of a 6-decimal token is 1500000n). Anything else is DECIMAL_INVALID. No floats.
 */
export function parseSwapAmount(text: string, decimals: number): Result<bigint, DecimalInvalidError> {
  const invalid = (details: string) =>
    err(latchError('DECIMAL_INVALID', { params: { value: text }, details }));
  if (!Number.isSafeInteger(decimals) || decimals < 0) return invalid(`bad token decimals ${decimals}`);
  const parsed = parseDecimal(text.trim());
  if (parsed.isErr()) return err(parsed.error);
  const { units, scale } = parsed.value;
  if (units < 0n) return invalid('negative amount');
  if (scale > decimals) {
    const excess = 10n ** BigInt(scale - decimals);
    if (units % excess !== 0n) return invalid(`more than ${decimals} decimals`);
    return ok(units / excess);
  }
  return ok(units * 10n ** BigInt(decimals - scale));
}
