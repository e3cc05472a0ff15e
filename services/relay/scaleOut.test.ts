import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';
import { type Relay, startRelay } from './startRelay.js';
import { createTestIdentity } from './testing/clientJwt.js';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from './testing/redisTestPrefix.js';
import { connectRelayClient, type RelayTestClient } from './testing/relayTestClient.js';
import { type RelayProcess, spawnRelayProcess } from './testing/spawnRelayProcess.js';

const topic = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('relays sharing Redis (mailbox + pub/sub fan-out)', () => {
  const prefix = uniqueRedisPrefix('relay');
  const clients: RelayTestClient[] = [];
  let one: Relay;
  let two: Relay;
  let child: RelayProcess | undefined;
  const connect = async (relay: { url: string }, options: Parameters<typeof connectRelayClient>[1] = {}) => {
    const client = await connectRelayClient(relay.url, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    [one, two] = await Promise.all([
      startRelay({ port: 0, redisUrl: TEST_REDIS_URL, redisPrefix: prefix }),
      startRelay({ port: 0, redisUrl: TEST_REDIS_URL, redisPrefix: prefix }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([one.close(), two.close(), child?.stop()]);
    await deleteRedisPrefix(prefix);
  });

  it('reports the Redis backend in /health', async () => {
    const health = await fetch(`${one.url.replace('ws:', 'http:')}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', backend: 'redis' });
  });

  it('delivers a publish on one relay to a subscriber on the other, not back to the publisher', async () => {
    const t = topic('cross');
    const reader = await connect(one);
    const writer = await connect(two);
    await reader.call('irn_subscribe', { topic: t });
    await writer.call('irn_subscribe', { topic: t });
    await writer.call('irn_publish', { topic: t, message: b64('across'), ttl: 300 });
    expect((await reader.waitForDeliveries(1, t))[0]?.message).toBe(b64('across'));
    await sleep(100);
    expect(writer.deliveries).toEqual([]);
    expect(reader.deliveries).toHaveLength(1);
  });

  it('shares the mailbox: published on one relay, read later on the other', async () => {
    const t = topic('shared');
    const writer = await connect(one);
    await writer.call('irn_publish', { topic: t, message: b64('kept'), ttl: 300 });
    const reader = await connect(two);
    await reader.call('irn_subscribe', { topic: t });
    expect((await reader.waitForDeliveries(1, t))[0]?.message).toBe(b64('kept'));
  });

  it('keeps messages across a relay restart on the same port', async () => {
    const t = topic('restart');
    const identity = createTestIdentity();
    const port = two.port;
    const reader = await connect(two, { identity, autoAck: false });
    await reader.call('irn_subscribe', { topic: t });
    const writer = await connect(one);
    await writer.call('irn_publish', { topic: t, message: b64('before'), ttl: 300 });
    await reader.waitForDeliveries(1, t);
    await two.close();
    await writer.call('irn_publish', { topic: t, message: b64('during'), ttl: 300 });

    two = await startRelay({ port, redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    const back = await connect(two, { identity });
    await back.call('irn_subscribe', { topic: t });
    const got = await back.waitForDeliveries(2, t);
    expect(got.map((d) => d.message)).toEqual([b64('before'), b64('during')]);
  });

  it('serves one topic space with a relay in another process (main.ts)', async () => {
    child = await spawnRelayProcess(await freePort(), {
      REDIS_URL: TEST_REDIS_URL,
      RELAY_REDIS_PREFIX: prefix,
    });
    const t = topic('process');
    const reader = await connect(child);
    await reader.call('irn_subscribe', { topic: t });
    const writer = await connect(one);
    await writer.call('irn_publish', { topic: t, message: b64('from another process'), ttl: 300 });
    expect((await reader.waitForDeliveries(1, t))[0]?.message).toBe(b64('from another process'));

    const reply = await reader.call('irn_publish', { topic: t, message: b64('and back'), ttl: 300 });
    expect(reply).toBe(true);
    const back = await connect(two);
    await back.call('irn_subscribe', { topic: t });
    expect((await back.waitForDeliveries(2, t)).map((d) => d.message)).toEqual([
      b64('from another process'),
      b64('and back'),
    ]);
    expect(await child.stop()).toBe(0);
  }, 30_000);
});
