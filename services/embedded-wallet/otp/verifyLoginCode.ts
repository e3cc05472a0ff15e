import { err, ok, type Result } from 'neverthrow';
import { consumeLoginCode, findLoginCode, spendAttempt } from '../db/loginCodes.js';
import { recordQuotaEvent } from '../db/quotaEvents.js';
import { checkClientQuota } from './checkQuota.js';
import { type LoginDeps, loginKeys } from './LoginDeps.js';
import type { LoginFailure } from './LoginFailure.js';
import { hashLoginCode, sameHash } from './loginCode.js';

export interface CodeEntry {
  readonly email: string;
  readonly code: string;
  readonly client: string;
  /** The thumbprint of the frame key whose proof came with the entry: the code is right only for its asker. */
  readonly jkt: string;
}

/**
 * CONNECT_OTP: the code is right, unexpired, not used and within its attempts. Every entry spends an
 * attempt first (atomically), so parallel guesses cannot exceed five; the fifth wrong one kills the code.
 * A right code is deleted as it is used: a replay finds nothing.
 */
export const verifyLoginCode = async (
  deps: LoginDeps,
  entry: CodeEntry,
): Promise<Result<void, LoginFailure>> => {
  const { db, rules } = deps;
  const now = deps.clock.now();
  const keys = loginKeys(deps.ring);
  const quota = await checkClientQuota(deps, 'verify-per-client', rules.verifyPerClientPerHour, entry.client);
  if (quota.isErr()) return err(quota.error);
  const client = quota.value;
  await recordQuotaEvent(db, 'verify-per-client', client, now);
  const row = await findLoginCode(db, entry.email);
  if (row === undefined) return err({ kind: 'no_code' });
  if (row.attempts >= rules.maxAttempts) return err({ kind: 'locked' });
  if (row.expires_at.getTime() <= now) return err({ kind: 'expired' });
  const spent = await spendAttempt(db, entry.email, row.code_hash, rules.maxAttempts);
  if (spent === undefined) return err({ kind: 'locked' });
  if (!sameHash(hashLoginCode(keys.codeHash, entry.email, entry.code, entry.jkt), row.code_hash)) {
    const attemptsLeft = rules.maxAttempts - spent;
    return err(attemptsLeft === 0 ? { kind: 'locked' } : { kind: 'wrong_code', attemptsLeft });
  }
  return (await consumeLoginCode(db, entry.email, row.code_hash)) ? ok(undefined) : err({ kind: 'no_code' });
};
