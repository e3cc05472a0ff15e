import { err, ok, type Result } from 'neverthrow';
import { type LatchError, nameError } from '../errors/index.js';

/** Minimum length of a name to register (SPEC §5). */
export const ACCOUNT_NAME_MIN_LENGTH = 4;

const ACCOUNT_NAME = new RegExp(`^[A-Za-z0-9-]{${ACCOUNT_NAME_MIN_LENGTH},}$`);

/**
 * SPEC §5 account name (name registration): ASCII letters, digits and hyphens only, at least 4 characters;
 * no dots, spaces or other characters. Returns the name unchanged.
 */
export const validateAccountName = (name: string): Result<string, LatchError<'ACCOUNT_NAME_INVALID'>> =>
  ACCOUNT_NAME.test(name)
    ? ok(name)
    : err(nameError('ACCOUNT_NAME_INVALID', { details: `got ${JSON.stringify(name)}` }));
