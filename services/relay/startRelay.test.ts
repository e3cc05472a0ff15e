import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Relay, startRelay } from './startRelay.js';
import { createTestIdentity, forgeClientJwt, signClientJwt } from './testing/clientJwt.js';
import {
  connectRelayClient,
  type RelayTestClient,
  relayConnectUrl,
  upgradeStatus,
} from './testing/relayTestClient.js';

const topic = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('startRelay (memory mailbox, raw JSON-RPC clients)', () => {
  let relay: Relay;
  const clients: RelayTestClient[] = [];
  const connect = async (options: Parameters<typeof connectRelayClient>[1] = {}) => {
    const client = await connectRelayClient(relay.url, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    relay = await startRelay({ port: 0 });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await relay.close();
  });

  it('answers /health and tells plain HTTP to upgrade', async () => {
    const base = relay.url.replace('ws://', 'http://');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', backend: 'memory' });
    expect((await fetch(`${base}/`)).status).toBe(426);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });

  it('refuses missing, forged, expired and foreign JWTs with 401 and accepts a valid one', async () => {
    const identity = createTestIdentity();
    const valid = await signClientJwt(identity, { aud: relay.url });
    const forged = await forgeClientJwt(identity, createTestIdentity(), relay.url);
    const expired = await signClientJwt(identity, {
      aud: relay.url,
      iat: Math.floor(Date.now() / 1000) - 7_200,
      ttl: 3_600,
    });
    const foreign = await signClientJwt(identity, { aud: 'wss://relay.walletconnect.org' });
    expect(await upgradeStatus(`${relay.url}/?projectId=x`)).toBe(401);
    expect(await upgradeStatus(relayConnectUrl(relay.url, forged))).toBe(401);
    expect(await upgradeStatus(relayConnectUrl(relay.url, expired))).toBe(401);
    expect(await upgradeStatus(relayConnectUrl(relay.url, foreign))).toBe(401);
    expect(await upgradeStatus(relayConnectUrl(relay.url, valid))).toBe(101);
    const localhostAud = await signClientJwt(identity, {
      aud: `${relay.url.replace('127.0.0.1', 'localhost')}/`,
    });
    expect(await upgradeStatus(relayConnectUrl(relay.url, localhostAud))).toBe(101);
  });

  it('delivers a publish to subscribers with attestation "", the SDK subscription id, never back to the publisher', async () => {
    const t = topic('live');
    const alice = await connect();
    const bob = await connect();
    const subId = await alice.call('irn_subscribe', { topic: t });
    expect(subId).toBe(
      createHash('sha256')
        .update(t + alice.identity.clientId)
        .digest('hex'),
    );
    await bob.call('irn_subscribe', { topic: t });
    expect(await bob.call('irn_publish', { topic: t, message: b64('hello'), ttl: 300, tag: 1108 })).toBe(
      true,
    );
    const [delivery] = await alice.waitForDeliveries(1, t);
    expect(delivery).toMatchObject({
      topic: t,
      message: b64('hello'),
      subscriptionId: subId,
      attestation: '',
    });
    expect(Math.abs((delivery?.publishedAt ?? 0) - Date.now())).toBeLessThan(5_000);
    await sleep(100);
    expect(bob.deliveries.filter((d) => d.topic === t)).toEqual([]);
  });

  it('keeps messages in the mailbox until a reader subscribes (batch subscribe too)', async () => {
    const [t1, t2] = [topic('mail-1'), topic('mail-2')];
    const publisher = await connect();
    await publisher.call('irn_publish', { topic: t1, message: b64('one'), ttl: 300 });
    await publisher.call('irn_publish', { topic: t2, message: b64('two'), ttl: 300 });
    await publisher.call('irn_publish', { topic: t1, message: b64('three'), ttl: 300 });
    const reader = await connect();
    const ids = await reader.call('irn_batchSubscribe', { topics: [t1, t2] });
    expect(ids).toHaveLength(2);
    const got = await reader.waitForDeliveries(3);
    expect(got.filter((d) => d.topic === t1).map((d) => d.message)).toEqual([b64('one'), b64('three')]);
    expect(got.filter((d) => d.topic === t2).map((d) => d.message)).toEqual([b64('two')]);
  });

  it('redelivers what was not acknowledged after a reconnect, and nothing once acknowledged', async () => {
    const t = topic('ack');
    const identity = createTestIdentity();
    const publisher = await connect();
    await publisher.call('irn_publish', { topic: t, message: b64('important'), ttl: 300 });

    const first = await connect({ identity, autoAck: false });
    await first.call('irn_subscribe', { topic: t });
    await first.waitForDeliveries(1, t);
    await first.close();

    const second = await connect({ identity, autoAck: false });
    await second.call('irn_subscribe', { topic: t });
    const [again] = await second.waitForDeliveries(1, t);
    expect(again?.message).toBe(b64('important'));
    if (again) second.ack(again);
    await sleep(50);
    await second.close();

    const third = await connect({ identity });
    await third.call('irn_subscribe', { topic: t });
    await sleep(150);
    expect(third.deliveries).toEqual([]);
  });

  it('stops delivering after irn_unsubscribe', async () => {
    const t = topic('unsub');
    const reader = await connect();
    const writer = await connect();
    const id = await reader.call('irn_subscribe', { topic: t });
    expect(await reader.call('irn_unsubscribe', { topic: t, id })).toBe(true);
    await writer.call('irn_publish', { topic: t, message: b64('gone'), ttl: 300 });
    await sleep(100);
    expect(reader.deliveries).toEqual([]);
  });

  it('hands out pending messages through irn_batchFetchMessages and counts them as received', async () => {
    const t = topic('fetch');
    const writer = await connect();
    await writer.call('irn_publish', { topic: t, message: b64('fetched'), ttl: 300 });
    const reader = await connect();
    const fetched = await reader.call('irn_batchFetchMessages', { topics: [t] });
    expect(fetched).toMatchObject({
      messages: [{ topic: t, message: b64('fetched'), attestation: '' }],
      hasMore: false,
    });
    await reader.call('irn_subscribe', { topic: t });
    await sleep(100);
    expect(reader.deliveries).toEqual([]);
  });

  it('implements wc_proposeSession and wc_approveSession with their implicit subscriptions and publications', async () => {
    const pairing = topic('pairing');
    const session = topic('session');
    const dapp = await connect();
    const wallet = await connect();
    expect(
      await dapp.call('wc_proposeSession', {
        pairingTopic: pairing,
        sessionProposal: b64('proposal'),
        ttl: 300,
        correlationId: 1,
      }),
    ).toBe(true);
    await wallet.call('irn_subscribe', { topic: pairing });
    expect((await wallet.waitForDeliveries(1, pairing))[0]?.message).toBe(b64('proposal'));

    expect(
      await wallet.call('wc_approveSession', {
        sessionTopic: session,
        pairingTopic: pairing,
        sessionProposalResponse: b64('response'),
        sessionSettlementRequest: b64('settle'),
        ttl: 300,
        correlationId: 1,
      }),
    ).toBe(true);
    // the dapp follows the pairing topic without having subscribed to it
    expect((await dapp.waitForDeliveries(1, pairing))[0]?.message).toBe(b64('response'));
    // the settle request waits in the mailbox for the dapp
    await dapp.call('irn_subscribe', { topic: session });
    expect((await dapp.waitForDeliveries(1, session))[0]?.message).toBe(b64('settle'));
    // the wallet follows the session topic without having subscribed to it
    await dapp.call('irn_publish', { topic: session, message: b64('request'), ttl: 300 });
    expect((await wallet.waitForDeliveries(1, session))[0]?.message).toBe(b64('request'));
    expect(wallet.deliveries.filter((d) => d.topic === pairing)).toHaveLength(1);
  });

  it('answers bad frames with JSON-RPC errors', async () => {
    const client = await connect();
    expect((await client.request('irn_nope', {})).error?.code).toBe(-32601);
    const bad = await client.request('irn_publish', { topic: 'short', message: 'AAAA' });
    expect(bad.error).toMatchObject({
      code: -32602,
      message: 'params.topic must be a 64-character hex topic',
    });
    const parsed = new Promise<unknown>((resolve) =>
      client.socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    client.socket.send('{not json');
    expect(await parsed).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it('refuses a message above 512 KiB with a clear error', async () => {
    const client = await connect();
    const reply = await client.request('irn_publish', {
      topic: topic('big'),
      message: 'A'.repeat(600_000),
      ttl: 300,
    });
    expect(reply.error).toEqual({
      code: -32602,
      message: 'params.message is 600000 characters, above the limit of 524288',
    });
    expect(
      await client.call('irn_publish', { topic: topic('ok'), message: 'A'.repeat(500_000), ttl: 300 }),
    ).toBe(true);
  });

  it('closes every socket with 1001 and frees the port on close', async () => {
    const own = await startRelay({ port: 0 });
    const client = await connectRelayClient(own.url);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    await own.close();
    expect(await closed).toBe(1001);
    const again = await startRelay({ port: own.port });
    expect(again.port).toBe(own.port);
    await again.close();
  });
});

describe('startRelay limits', () => {
  it('rate-limits each client with a token bucket', async () => {
    const relay = await startRelay({ port: 0, rateLimit: { burst: 5, perSecond: 1 } });
    const greedy = await connectRelayClient(relay.url);
    const other = await connectRelayClient(relay.url);
    try {
      const replies = await Promise.all(
        Array.from({ length: 7 }, () => greedy.request('irn_subscribe', { topic: topic('rate') })),
      );
      const limited = replies.filter((reply) => reply.error?.code === -32005);
      expect(limited).toHaveLength(2);
      expect(limited[0]?.error?.message).toMatch(/Rate limit exceeded/);
      expect((await other.request('irn_subscribe', { topic: topic('rate') })).error).toBeUndefined();
    } finally {
      await greedy.close();
      await other.close();
      await relay.close();
    }
  });

  it('pings sockets and drops the ones that stop answering', async () => {
    const relay = await startRelay({ port: 0, pingIntervalMs: 250 });
    const dead = await connectRelayClient(relay.url, { autoPong: false });
    const alive = await connectRelayClient(relay.url);
    try {
      const pinged = new Promise<void>((resolve) => alive.socket.once('ping', () => resolve()));
      const dropped = new Promise<void>((resolve) => dead.socket.once('close', () => resolve()));
      await pinged;
      await dropped;
      await sleep(600);
      expect(alive.socket.readyState).toBe(alive.socket.OPEN);
      expect(relay.connections).toBe(1);
    } finally {
      await alive.close();
      await relay.close();
    }
  });

  it('refuses projects the injected check does not allow, with 403', async () => {
    const relay = await startRelay({ port: 0, isProjectAllowed: async (id) => id === 'known' });
    try {
      const jwt = await signClientJwt(createTestIdentity(), { aud: relay.url });
      expect(await upgradeStatus(relayConnectUrl(relay.url, jwt, 'known'))).toBe(101);
      expect(await upgradeStatus(relayConnectUrl(relay.url, jwt, 'stranger'))).toBe(403);
    } finally {
      await relay.close();
    }
  });

  it('refuses to start without its Redis', async () => {
    await expect(startRelay({ port: 0, redisUrl: 'redis://127.0.0.1:1' })).rejects.toMatchObject({
      code: 'REDIS_UNAVAILABLE',
      message: expect.stringMatching(/Cannot reach Redis at redis:\/\/127.0.0.1:1/),
    });
  });

  it('refuses to start on a port in use', async () => {
    const relay = await startRelay({ port: 0 });
    try {
      await expect(startRelay({ port: relay.port })).rejects.toMatchObject({ code: 'PORT_IN_USE' });
    } finally {
      await relay.close();
    }
  });
});
