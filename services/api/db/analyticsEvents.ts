import type { Queryable } from './Database.js';

export interface AnalyticsEventInput {
  readonly projectId: string;
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: Readonly<Record<string, unknown>>;
  /** The client address as a keyed hash (see hashClientIp), never in clear. */
  readonly ipHash: string | undefined;
}

/** Stores one analytics envelope; a repeated (project, eventId) is kept once. Returns whether it was new. */
export const insertAnalyticsEvent = async (db: Queryable, event: AnalyticsEventInput): Promise<boolean> => {
  const result = await db.query(
    `INSERT INTO analytics_events (project_id, event_id, url, domain, "timestamp", props, ip_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      event.projectId,
      event.eventId,
      event.url,
      event.domain,
      Math.trunc(event.timestamp),
      JSON.stringify(event.props),
      event.ipHash ?? null,
    ],
  );
  return result.rowCount === 1;
};

export const countAnalyticsEvents = async (db: Queryable, projectId: string): Promise<number> => {
  const result = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM analytics_events WHERE project_id = $1',
    [projectId],
  );
  return result.rows[0]?.count ?? 0;
};

/**
 * Counts one event against the project's quota of today (UTC) in one atomic statement; returns whether
 * it is still within `dailyQuota` (several instances share the count).
 */
export const takeAnalyticsQuota = async (
  db: Queryable,
  projectId: string,
  dailyQuota: number,
): Promise<boolean> => {
  const result = await db.query<{ events: number }>(
    `INSERT INTO analytics_quota (project_id, day, events)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (project_id, day) DO UPDATE SET events = analytics_quota.events + 1
     RETURNING events`,
    [projectId],
  );
  return (result.rows[0]?.events ?? 0) <= dailyQuota;
};

/**
 * Deletes analytics events received more than `retentionDays` ago, and quota counts of days before
 * yesterday. Returns the number of events deleted.
 */
export const pruneAnalytics = async (db: Queryable, retentionDays: number): Promise<number> => {
  const events = await db.query(
    `DELETE FROM analytics_events WHERE received_at < now() - make_interval(days => $1::int)`,
    [retentionDays],
  );
  await db.query(`DELETE FROM analytics_quota WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  return events.rowCount ?? 0;
};
