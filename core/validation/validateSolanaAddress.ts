import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../errors/index.js';

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

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * How many bytes base58 text (checked by the pattern above) decodes to: one zero byte per leading '1', then the
 * bytes of the number the rest spells. (Counted here rather than decoded with a codec library: the modal's first
 * chunk carries this check.)
 */
const decodedLength = (value: string): number => {
  let number = 0n;
  for (const char of value) number = number * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  const zeros = value.length - value.replace(/^1+/, '').length;
  return zeros + (number === 0n ? 0 : Math.ceil(number.toString(16).length / 2));
};

const invalid = (value: string, reason: string) =>
  err(latchError('ADDRESS_INVALID', { details: `${reason}: ${JSON.stringify(value)}` }));
