import type { Queryable } from '../../api/db/Database.js';

export type QuotaKind =
  | 'code-per-address'
  | 'code-per-client'
  | 'verify-per-client'
  /** A login code mailed to an address: SPEC §5's re-send cooldown, one per window. */
  | 'code-cooldown'
  /** A device-confirmation link mailed to an address: its own cooldown (the code follows the link at once). */
  | 'link-cooldown'
  /** A wrong code entered for an address (the daily cap). */
  | 'failed-per-address';

/** One event taken: the window's count with it, the oldest event in the window, and how to give it back. */
export interface TakenQuotaEvent {
  readonly count: number;
  readonly oldest: Date | undefined;
  release(): Promise<void>;
}

/**
 * Records one event of `kind` for `subject` first, then counts the window's events, its own included. Two
 * statements, but safe under any concurrency and on any isolation level: of requests racing for the last
 * place, the one that recorded last counts every other, so more than `max` are never let through (a race can
 * only refuse one too many). The caller gives the event back (`release`) when it is refused or not used.
 * Events older than a day (no window is longer) are deleted as new ones come.
 */
export const takeQuotaEvent = async (
  db: Queryable,
  kind: QuotaKind,
  subject: string,
  now: number,
  windowMs: number,
): Promise<TakenQuotaEvent> => {
  const inserted = await db.query<{ id: string }>(
    'INSERT INTO wallet_quota_events (kind, subject, at) VALUES ($1, $2, $3) RETURNING ctid::text AS id',
    [kind, subject, new Date(now)],
  );
  const id = inserted.rows[0]?.id;
  const row = (
    await db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(at) AS oldest FROM wallet_quota_events
       WHERE kind = $1 AND subject = $2 AND at > $3`,
      [kind, subject, new Date(now - windowMs)],
    )
  ).rows[0];
  await db.query('DELETE FROM wallet_quota_events WHERE at < $1', [new Date(now - 86_400_000)]);
  return {
    count: row?.count ?? 1,
    oldest: row?.oldest ?? undefined,
    release: async () => {
      if (id !== undefined) await db.query('DELETE FROM wallet_quota_events WHERE ctid = $1::tid', [id]);
    },
  };
};

/** Forgets every event of `kind` for `subject` (a code used up ends its re-send cooldown). */
export const clearQuotaEvents = async (db: Queryable, kind: QuotaKind, subject: string): Promise<void> => {
  await db.query('DELETE FROM wallet_quota_events WHERE kind = $1 AND subject = $2', [kind, subject]);
};
