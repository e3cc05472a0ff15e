import type { Queryable } from './Database.js';

export interface AnalyticsEventInput {
  readonly projectId: string;
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: Readonly<Record<string, unknown>>;
  readonly ip: string | undefined;
}

/** Stores one analytics envelope; a repeated (project, eventId) is kept once. Returns whether it was new. */
export const insertAnalyticsEvent = async (db: Queryable, event: AnalyticsEventInput): Promise<boolean> => {
  const result = await db.query(
    `INSERT INTO analytics_events (project_id, event_id, url, domain, "timestamp", props, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      event.projectId,
      event.eventId,
      event.url,
      event.domain,
      Math.trunc(event.timestamp),
      JSON.stringify(event.props),
      event.ip ?? null,
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
