import type { Queryable } from '../../api/db/Database.js';

export type QuotaKind = 'code-per-address' | 'code-per-client' | 'verify-per-client';

/** Events of `kind` for `subject` since `since` (ms). */
export const countQuotaEvents = async (
  db: Queryable,
  kind: QuotaKind,
  subject: string,
  since: number,
): Promise<{ count: number; oldest: Date | undefined }> => {
  const row = (
    await db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(at) AS oldest FROM wallet_quota_events
       WHERE kind = $1 AND subject = $2 AND at > $3`,
      [kind, subject, new Date(since)],
    )
  ).rows[0];
  return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
};

/** Records one event, and forgets those older than a day (no window is longer). */
export const recordQuotaEvent = async (
  db: Queryable,
  kind: QuotaKind,
  subject: string,
  now: number,
): Promise<void> => {
  await db.query('INSERT INTO wallet_quota_events (kind, subject, at) VALUES ($1, $2, $3)', [
    kind,
    subject,
    new Date(now),
  ]);
  await db.query('DELETE FROM wallet_quota_events WHERE at < $1', [new Date(now - 86_400_000)]);
};
