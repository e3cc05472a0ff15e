import { err, ok, type Result } from 'neverthrow';
import { type LatchError, validationError } from '../errors/index.js';

const HEX = /^0x[0-9a-fA-F]+$/;

/** True when `value` is `0x` followed by at least one hex digit (SPEC §5 hex string). */
export const isHexString = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && HEX.test(value);

/** SPEC §5: a hex string is `0x` followed by one or more hex digits. */
export const validateHex = (value: string): Result<`0x${string}`, LatchError<'HEX_INVALID'>> =>
  isHexString(value)
    ? ok(value)
    : err(validationError('HEX_INVALID', { details: `got ${JSON.stringify(value)}` }));
