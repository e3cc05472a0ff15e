import { createHash } from 'node:crypto';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../http-front/ops/testing/parsePrometheusText.js';
import type { Mailbox } from './mailbox/Mailbox.js';
import { createRelayOps } from './server/createRelayOps.js';
import { type Relay, startRelay } from './startRelay.js';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from './testing/redisTestPrefix.js';
import { connectRelayClient, type RelayTestClient } from './testing/relayTestClient.js';

const TOKEN = 'relay-metrics-token-1';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const httpOf = (relay: Relay) => relay.url.replace('ws://', 'http://');
const scrape = async (relay: Relay) => {
  const answer = await fetch(`${httpOf(relay)}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  return parsePrometheusText(await answer.text());
};

describe('the relay’s /healthz, /readyz and /metrics (memory mailbox)', () => {
  let relay: Relay;
  const clients: RelayTestClient[] = [];
  beforeAll(async () => {
    relay = await startRelay({ port: 0, metricsAccess: { token: TOKEN } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await relay.close();
  });

  it('is alive, and ready with nothing to ask', async () => {
    const alive = await fetch(`${httpOf(relay)}/healthz`);
    expect({ status: alive.status, body: await alive.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    const ready = await fetch(`${httpOf(relay)}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ok', checks: {} },
    });
  });

  it('tells open sockets, subscriptions and mailbox bytes, and its requests by route', async () => {
    const alice = await connectRelayClient(relay.url);
    clients.push(alice);
    const topic = createHash('sha256').update(`ops-${Math.random()}`).digest('hex');
    await alice.call('irn_subscribe', { topic });
    await alice.call('irn_publish', {
      topic: createHash('sha256').update(topic).digest('hex'),
      message: b64('waiting'),
      ttl: 300,
    });
    await fetch(`${httpOf(relay)}/health`);
    await fetch(`${httpOf(relay)}/some/where?x=1`);
    expect((await fetch(`${httpOf(relay)}/metrics`)).status).toBe(401);
    const samples = await scrape(relay);
    expect(sampleValue(samples, 'relay_sockets_open')).toBe(1);
    expect(sampleValue(samples, 'relay_subscriptions')).toBe(1);
    expect(sampleValue(samples, 'relay_mailbox_bytes')).toBe(b64('waiting').length);
    expect(sampleValue(samples, 'http_requests_total', { route: '/health', status: '200' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/metrics', status: '401' })).toBe(1);
  });
});

describe('the relay’s /readyz on Redis', () => {
  it('is ready while Redis answers', async () => {
    const prefix = uniqueRedisPrefix('ops');
    const relay = await startRelay({ port: 0, redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    try {
      const ready = await fetch(`${httpOf(relay)}/readyz`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 200,
        body: { status: 'ok', checks: { redis: 'ok' } },
      });
    } finally {
      await relay.close();
      await deleteRedisPrefix(prefix);
    }
  });

  it('answers 503 naming Redis when it stops answering', async () => {
    const mailbox = { bytes: () => okAsync(0) } as unknown as Mailbox;
    const ops = createRelayOps({
      backends: { kind: 'redis', healthy: async () => false, mailbox },
      sockets: () => 0,
      subscriptions: () => 0,
    });
    const answer = await ops.answer('/readyz', undefined);
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { redis: 'failed' } },
    });
  });
});
