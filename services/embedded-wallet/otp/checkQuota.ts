import { err, ok, type Result } from 'neverthrow';
import type { Queryable } from '../../api/db/Database.js';
import { type QuotaKind, takeQuotaEvent } from '../db/quotaEvents.js';
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

/** A place in a quota, taken: given back when what it was for did not happen (a mail that failed). */
export interface QuotaPlace {
  release(): Promise<void>;
}

/**
 * Takes one place in the rolling window, atomically with its check (takeQuotaEvent): refused once `max`
 * are taken, saying when the oldest leaves the window (the refused place is given back).
 */
export const takeQuota = async (
  db: Queryable,
  check: QuotaCheck,
  now: number,
): Promise<Result<QuotaPlace, LoginFailure & { kind: 'quota' }>> => {
  const taken = await takeQuotaEvent(db, check.kind, check.subject, now, check.windowMs);
  if (taken.count <= check.max) return ok(taken);
  await taken.release();
  const freeAt = (taken.oldest?.getTime() ?? now) + check.windowMs;
  return err({
    kind: 'quota',
    subject: check.who,
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
  });
};

/** The client's hourly quota of `kind` (code or link requests, or entries): one place taken, or the refusal. */
export const takeClientQuota = async (
  deps: LoginDeps,
  kind: Extract<QuotaKind, 'code-per-client' | 'verify-per-client'>,
  max: number,
  client: string,
): Promise<Result<QuotaPlace, LoginFailure>> =>
  takeQuota(
    deps.db,
    {
      kind,
      subject: quotaSubject(loginKeys(deps.ring).quotaSubject, `client:${client}`),
      max,
      windowMs: HOUR_MS,
      who: 'client',
    },
    deps.clock.now(),
  );

/**
 * What every mail to an address takes (a login code, or a device link, `cooldown` naming which): its
 * re-send cooldown (one per SPEC §5's 30 s), then a place in the address's hourly quota. The cooldown's place
 * is what the caller gives back when the mail does not go out.
 */
export const takeAddressQuotas = async (
  deps: LoginDeps,
  email: string,
  cooldown: Extract<QuotaKind, 'code-cooldown' | 'link-cooldown'>,
): Promise<Result<QuotaPlace, LoginFailure>> => {
  const { db, rules } = deps;
  const now = deps.clock.now();
  const subject = quotaSubject(loginKeys(deps.ring).quotaSubject, `address:${email}`);
  const check = { subject, who: 'address' } as const;
  const cooling = await takeQuota(
    db,
    { ...check, kind: cooldown, max: 1, windowMs: rules.resendCooldownMs },
    now,
  );
  if (cooling.isErr()) return err({ kind: 'cooldown', retryAfterSeconds: cooling.error.retryAfterSeconds });
  const hourly = await takeQuota(
    db,
    { ...check, kind: 'code-per-address', max: rules.perAddressPerHour, windowMs: HOUR_MS },
    now,
  );
  if (hourly.isErr()) {
    await cooling.value.release();
    return err(hourly.error);
  }
  return ok(cooling.value);
};
