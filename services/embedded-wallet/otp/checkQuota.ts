import { err, ok, type Result } from 'neverthrow';
import type { Queryable } from '../../api/db/Database.js';
import { countQuotaEvents, type QuotaKind } from '../db/quotaEvents.js';
import { HOUR_MS } from './LoginCodeRules.js';
import { type LoginDeps, loginKeys } from './LoginDeps.js';
import type { LoginFailure } from './LoginFailure.js';
import { quotaSubject } from './loginCode.js';

export interface QuotaCheck {
  readonly kind: QuotaKind;
  readonly subject: string;
  readonly max: number;
  readonly windowMs: number;
  /** How the refusal names what ran out. */
  readonly who: 'address' | 'client';
}

/** Refuses once `max` events fall in the rolling window, saying when the oldest leaves it. */
export const checkQuota = async (
  db: Queryable,
  check: QuotaCheck,
  now: number,
): Promise<Result<void, LoginFailure>> => {
  const { count, oldest } = await countQuotaEvents(db, check.kind, check.subject, now - check.windowMs);
  if (count < check.max) return ok(undefined);
  const freeAt = (oldest?.getTime() ?? now) + check.windowMs;
  return err({
    kind: 'quota',
    subject: check.who,
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
  });
};

/**
 * The client's hourly quota of `kind` (code requests or entries): its subject (an HMAC of the client
 * key) when there is room, the refusal otherwise.
 */
export const checkClientQuota = async (
  deps: LoginDeps,
  kind: Extract<QuotaKind, 'code-per-client' | 'verify-per-client'>,
  max: number,
  client: string,
): Promise<Result<string, LoginFailure>> => {
  const subject = quotaSubject(loginKeys(deps.ring).quotaSubject, `client:${client}`);
  const checked = await checkQuota(
    deps.db,
    { kind, subject, max, windowMs: HOUR_MS, who: 'client' },
    deps.clock.now(),
  );
  return checked.map(() => subject);
};
