import { err, ok, type Result } from 'neverthrow';
import { type LatchError, validationError } from '../errors/index.js';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** SPEC §5: a transaction hash is `0x` followed by exactly 64 hex digits. */
export const validateTxHash = (value: string): Result<`0x${string}`, LatchError<'TX_HASH_INVALID'>> =>
  isTxHash(value)
    ? ok(value)
    : err(validationError('TX_HASH_INVALID', { details: `got ${JSON.stringify(value)}` }));

const isTxHash = (value: string): value is `0x${string}` => TX_HASH.test(value);
