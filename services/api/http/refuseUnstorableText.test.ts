import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAnalyticsEvents } from '../db/analyticsEvents.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { findUnstorableText, unstorableTextProblem } from './refuseUnstorableText.js';

const envelope = {
  eventId: 'nul-1',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1,
  props: { type: 'track', event: 'MODAL_OPEN' },
};

describe('unstorableTextProblem / findUnstorableText', () => {
  it('names NUL and unpaired surrogates, and accepts paired ones', () => {
    expect(unstorableTextProblem('a\u0000b')).toMatch(/NUL/);
    expect(unstorableTextProblem('\ud800')).toMatch(/surrogate/);
    expect(unstorableTextProblem('x\udc00')).toMatch(/surrogate/);
    expect(unstorableTextProblem('emoji 😀 ok')).toBeUndefined();
    expect(findUnstorableText({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })?.path).toEqual(['a', '2', 'c']);
    expect(findUnstorableText({ 'k\u0000': 1 })?.problem).toMatch(/key/);
    expect(findUnstorableText({ a: ['fine'] })).toBeUndefined();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBeDefined();
  });
});

describe.each(testBackends())('text PostgreSQL refuses, on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    app = await buildTestApi(test);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  const postEvent = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('POST /e with a NUL or a lone surrogate in any string field is a 400 FAILED, not a 500', async () => {
    expectFailure(await postEvent({ ...envelope, eventId: 'a\u0000' }), 400, 'eventId');
    expectFailure(await postEvent({ ...envelope, url: 'http://x/\u0000' }), 400, 'url');
    expectFailure(
      await postEvent({ ...envelope, props: { deep: { text: 'x\u0000y' } } }),
      400,
      'props.deep.text',
    );
    expectFailure(await postEvent({ ...envelope, props: { list: ['ok', '\ud83d'] } }), 400, 'props.list.1');
    expectFailure(await postEvent({ ...envelope, props: { 'key\u0000': 1 } }), 400, 'props.key?');
    expect(await countAnalyticsEvents(test.database.pool, 'latch-local')).toBe(0);
    expect((await postEvent(envelope)).statusCode).toBe(204);
  });

  it('refuses NUL in the query and in path parameters of GET routes', async () => {
    expectFailure(
      await app.inject({ method: 'GET', url: '/v1/profile/account/al%00ice.latch.id?projectId=latch-local' }),
      400,
      'name',
    );
    expectFailure(
      await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=latch-local&sv=%00' }),
      400,
      'sv',
    );
    expectFailure(
      await app.inject({ method: 'GET', url: '/v1/identity/0x%00?projectId=latch-local' }),
      400,
      'address',
    );
  });
});
