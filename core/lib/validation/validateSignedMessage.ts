import { err, ok, type Result } from 'neverthrow';
import { type LatchError, validationError } from '../errors/index.js';

/** Minimum number of hex digits after `0x` in a signature (SPEC §5). */
export const SIGNED_MESSAGE_MIN_HEX_DIGITS = 62;

const SIGNED_MESSAGE = new RegExp(`^0x[0-9a-fA-F]{${SIGNED_MESSAGE_MIN_HEX_DIGITS},}$`);

/** SPEC §5: a signed message is `0x` followed by 62 or more hex digits. */
export const validateSignedMessage = (
  value: string,
): Result<`0x${string}`, LatchError<'SIGNED_MESSAGE_INVALID'>> =>
  isSignedMessage(value)
    ? ok(value)
    : err(validationError('SIGNED_MESSAGE_INVALID', { details: `got ${JSON.stringify(value)}` }));

const isSignedMessage = (value: string): value is `0x${string}` => SIGNED_MESSAGE.test(value);
