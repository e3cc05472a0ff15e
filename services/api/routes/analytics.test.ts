import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAnalyticsEvents } from '../db/analyticsEvents.js';
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

describe.each(testBackends())('POST /e analytics on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend);
    await createProject(test.database.pool, { id: 'quiet', name: 'Quiet', allowedOrigins: [] });
    app = await buildTestApi(test);
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
      'SELECT project_id, event_id, url, domain, "timestamp", props, ip FROM analytics_events',
    );
    expect(rows.rows).toEqual([
      {
        project_id: 'latch-local',
        event_id: envelope.eventId,
        url: envelope.url,
        domain: envelope.domain,
        timestamp: String(envelope.timestamp),
        props: envelope.props,
        ip: '10.1.2.3',
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
});
