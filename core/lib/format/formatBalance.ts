import { err, ok, type Result } from 'neverthrow';
import { floorToPlaces, renderShown } from './decimalArithmetic.js';
import { DISPLAY_DECIMALS, type FormatOptions } from './formatOptions.js';
import { type DecimalInvalidError, decimalInvalid } from './parseDecimal.js';

/** Token decimals are a uint8 on every chain we read (ERC-20 `decimals()`, SPL mint decimals). */
export const MAX_TOKEN_DECIMALS = 255;

/**
 * An on-chain amount in smallest units (wei, lamports) shown floored to 3 decimals (SPEC §5):
 * formatBalance(1234567890000000000n, 18) → '1.234'; zero → '0.000'; dust (above zero, below 0.001) →
 * '<0.001' (DUST_TEXT). Decimals must be an integer in 0..255, else DECIMAL_INVALID.
 */
export function formatBalance(
  value: bigint,
  decimals: number,
  options: FormatOptions = {},
): Result<string, DecimalInvalidError> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    return err(decimalInvalid(`decimals=${decimals}`));
  }
  const floored = floorToPlaces({ units: value, scale: decimals }, DISPLAY_DECIMALS);
  return ok(renderShown(floored, value > 0n, options.thousands ?? false));
}
