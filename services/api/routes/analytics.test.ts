import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashClientIp } from '../analytics/hashClientIp.js';
import { countAnalyticsEvents, pruneAnalytics } from '../db/analyticsEvents.js';
import { createProject } from '../db/projects.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';

const envelope = {
  eventId: '3f1c2d4e-0000-4000-8000-000000000001',
  url: 'http://localhost:5173/shop',
  domain: 'localhost',
  timestamp: 1_732_000_000_123,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
};

const ipKey = new Uint8Array(32).fill(7);

describe.each(testBackends())('POST /e analytics on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    await createProject(test.database.pool, { id: 'quiet', name: 'Quiet', allowedOrigins: [] });
    app = await buildTestApi(test, { analytics: { ipKey } });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  const post = (
    body: unknown,
    query = '?projectId=latch-local&st=appkit&sv=html-wagmi-4.2.2',
    origin?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/e${query}`,
      headers: { 'content-type': 'application/json', ...(origin !== undefined ? { origin } : {}) },
      payload: JSON.stringify(body),
      remoteAddress: '10.1.2.3',
    });

  it('stores the envelope once per event id and answers 204', async () => {
    expect((await post(envelope)).statusCode).toBe(204);
    expect((await post(envelope)).statusCode).toBe(204);
    const rows = await test.database.pool.query(
      'SELECT project_id, event_id, url, domain, "timestamp", props, ip_hash FROM analytics_events',
    );
    expect(rows.rows).toEqual([
      {
        project_id: 'latch-local',
        event_id: envelope.eventId,
        url: envelope.url,
        domain: envelope.domain,
        timestamp: String(envelope.timestamp),
        props: envelope.props,
        ip_hash: hashClientIp(ipKey, '10.1.2.3'),
      },
    ]);
  });

  it('stores nothing on bad input', async () => {
    const before = await countAnalyticsEvents(test.database.pool, 'latch-local');
    const bad: [unknown, number, string, string?][] = [
      [{ ...envelope, eventId: 'x1', props: 'text' }, 400, 'props'],
      [{ ...envelope, eventId: 'x2', props: ['a'] }, 400, 'props'],
      [{ ...envelope, eventId: '' }, 400, 'eventId'],
      [{ ...envelope, eventId: 'x3', timestamp: -1 }, 400, 'timestamp'],
      [{ eventId: 'x4', url: 'u', domain: 'd', timestamp: 1 }, 400, 'props'],
      [{ ...envelope, eventId: 'x5', props: { blob: 'x'.repeat(70_000) } }, 413, 'body'],
      [{ ...envelope, eventId: 'x6' }, 403, 'projectId', '?projectId=ghost'],
      [{ ...envelope, eventId: 'x7' }, 400, 'projectId', '?st=appkit'],
    ];
    for (const [body, status, field, query] of bad) expectFailure(await post(body, query), status, field);
    expectFailure(
      await post({ ...envelope, eventId: 'x8' }, undefined, 'https://evil.example'),
      403,
      'origin',
    );
    expect(await countAnalyticsEvents(test.database.pool, 'latch-local')).toBe(before);
    expect(await countAnalyticsEvents(test.database.pool, 'ghost')).toBe(0);
  });

  it('keeps projects apart', async () => {
    expect((await post({ ...envelope, eventId: 'q1' }, '?projectId=quiet')).statusCode).toBe(204);
    expect(await countAnalyticsEvents(test.database.pool, 'quiet')).toBe(1);
  });

  it('never stores the client address in clear: a keyed hash, stable for the same key', async () => {
    expect((await post({ ...envelope, eventId: 'ip-1' })).statusCode).toBe(204);
    const rows = await test.database.pool.query<Record<string, unknown>>(
      "SELECT * FROM analytics_events WHERE event_id = 'ip-1'",
    );
    const row = rows.rows[0] ?? {};
    expect(JSON.stringify(row)).not.toContain('10.1.2.3');
    expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.ip_hash).toBe(hashClientIp(ipKey, '10.1.2.3'));
    expect(hashClientIp(new Uint8Array(32), '10.1.2.3')).not.toBe(row.ip_hash);
  });

  it('bounds props: bytes, keys and depth (400, nothing stored)', async () => {
    const bounded = await buildTestApi(test, {
      analytics: { limits: { propsMaxBytes: 200, propsMaxKeys: 5, propsMaxDepth: 3 } },
    });
    try {
      const send = (eventId: string, props: unknown) =>
        bounded.inject({
          method: 'POST',
          url: '/e?projectId=latch-local',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...envelope, eventId, props }),
        });
      const before = await countAnalyticsEvents(test.database.pool, 'latch-local');
      const big = expectFailure(await send('b1', { text: 'x'.repeat(300) }), 400, 'props');
      expect(big.reasons[0]?.description).toBe('props is larger than 200 bytes');
      const keys = expectFailure(await send('b2', { a: 1, b: 2, c: { d: 1, e: 2, f: 3 } }), 400, 'props');
      expect(keys.reasons[0]?.description).toBe('props has more than 5 keys');
      const deep = expectFailure(await send('b3', { a: { b: { c: { d: 1 } } } }), 400, 'props');
      expect(deep.reasons[0]?.description).toBe('props is nested deeper than 3 levels');
      expect(await countAnalyticsEvents(test.database.pool, 'latch-local')).toBe(before);
      expect((await send('b4', { a: { b: [1, 2] }, c: 'ok' })).statusCode).toBe(204);
    } finally {
      await bounded.close();
    }
  });

  it('holds each project to its daily quota (429 with Retry-After), other projects unaffected', async () => {
    await createProject(test.database.pool, { id: 'quota-a', name: 'A', allowedOrigins: [] });
    await createProject(test.database.pool, { id: 'quota-b', name: 'B', allowedOrigins: [] });
    const quota = await buildTestApi(test, { analytics: { limits: { dailyQuota: 2 } } });
    try {
      const send = (project: string, eventId: string) =>
        quota.inject({
          method: 'POST',
          url: `/e?projectId=${project}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...envelope, eventId }),
        });
      expect((await send('quota-a', 'q-1')).statusCode).toBe(204);
      expect((await send('quota-a', 'q-2')).statusCode).toBe(204);
      const over = await send('quota-a', 'q-3');
      expectFailure(over, 429, 'projectId');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countAnalyticsEvents(test.database.pool, 'quota-a')).toBe(2);
      expect((await send('quota-b', 'q-1')).statusCode).toBe(204);
    } finally {
      await quota.close();
    }
  });

  it('deletes events past the retention period and keeps the recent ones', async () => {
    await createProject(test.database.pool, { id: 'retained', name: 'R', allowedOrigins: [] });
    for (const eventId of ['old-1', 'old-2', 'new-1']) {
      expect((await post({ ...envelope, eventId }, '?projectId=retained')).statusCode).toBe(204);
    }
    await test.database.pool.query(
      `UPDATE analytics_events SET received_at = now() - interval '31 days'
       WHERE project_id = 'retained' AND event_id LIKE 'old-%'`,
    );
    expect(await pruneAnalytics(test.database.pool, 30)).toBe(2);
    const left = await test.database.pool.query<{ event_id: string }>(
      "SELECT event_id FROM analytics_events WHERE project_id = 'retained'",
    );
    expect(left.rows.map((row) => row.event_id)).toEqual(['new-1']);
  });
});
