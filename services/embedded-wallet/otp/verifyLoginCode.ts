import { err, ok, type Result } from 'neverthrow';
import { consumeLoginCode, findLoginCode, spendAttempt } from '../db/loginCodes.js';
import { clearQuotaEvents } from '../db/quotaEvents.js';
import { takeClientQuota, takeQuota } from './checkQuota.js';
import { DAY_MS } from './LoginCodeRules.js';
import { type LoginDeps, loginKeys } from './LoginDeps.js';
import type { LoginFailure } from './LoginFailure.js';
import { hashLoginCode, quotaSubject, sameHash } from './loginCode.js';

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
 * Every entry also takes a place in the address's daily cap of wrong codes first (given back when the code
 * was right), so no number of codes lets more guesses through in a day. A right code is deleted as it is
 * used (a replay finds nothing), and ends the address's re-send cooldown.
 */
export const verifyLoginCode = async (
  deps: LoginDeps,
  entry: CodeEntry,
): Promise<Result<void, LoginFailure>> => {
  const { db, rules } = deps;
  const now = deps.clock.now();
  const keys = loginKeys(deps.ring);
  const quota = await takeClientQuota(deps, 'verify-per-client', rules.verifyPerClientPerHour, entry.client);
  if (quota.isErr()) return err(quota.error);
  const row = await findLoginCode(db, entry.email);
  if (row === undefined) return err({ kind: 'no_code' });
  if (row.attempts >= rules.maxAttempts) return err({ kind: 'locked' });
  if (row.expires_at.getTime() <= now) return err({ kind: 'expired' });
  const address = quotaSubject(keys.quotaSubject, `address:${entry.email}`);
  const failed = await takeQuota(
    db,
    {
      kind: 'failed-per-address',
      subject: address,
      max: rules.failedPerAddressPerDay,
      windowMs: DAY_MS,
      who: 'address',
    },
    now,
  );
  if (failed.isErr()) return err(failed.error);
  const spent = await spendAttempt(db, entry.email, row.code_hash, rules.maxAttempts);
  if (spent === undefined) {
    await failed.value.release();
    return err({ kind: 'locked' });
  }
  if (!sameHash(hashLoginCode(keys.codeHash, entry.email, entry.code, entry.jkt), row.code_hash)) {
    const attemptsLeft = rules.maxAttempts - spent;
    return err(attemptsLeft === 0 ? { kind: 'locked' } : { kind: 'wrong_code', attemptsLeft });
  }
  await failed.value.release();
  if (!(await consumeLoginCode(db, entry.email, row.code_hash))) return err({ kind: 'no_code' });
  await clearQuotaEvents(db, 'code-cooldown', address);
  return ok(undefined);
};
