import { base58 } from '@scure/base';
import { err, ok, type Result } from 'neverthrow';
import { type LatchError, validationError } from '../errors/index.js';

/** A Solana public key is 32 bytes; its base58 form is 32 to 44 characters (SPEC §5). */
export const SOLANA_PUBLIC_KEY_BYTES = 32;
const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * SPEC §5 Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes.
 * Returns the address unchanged.
 */
export const validateSolanaAddress = (value: string): Result<string, LatchError<'ADDRESS_INVALID'>> => {
  if (!BASE58_32_TO_44.test(value)) return invalid(value, 'must be 32 to 44 base58 characters');
  if (decodedLength(value) !== SOLANA_PUBLIC_KEY_BYTES) return invalid(value, 'must decode to 32 bytes');
  return ok(value);
};

/** The pattern above admits only base58 characters, so decoding cannot fail; guard it anyway. */
const decodedLength = (value: string): number | undefined => {
  try {
    return base58.decode(value).length;
  } catch {
    return undefined;
  }
};

const invalid = (value: string, reason: string) =>
  err(validationError('ADDRESS_INVALID', { details: `${reason}: ${JSON.stringify(value)}` }));
