import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Relay, startRelay } from './startRelay.js';
import { createTestIdentity, signClientJwt } from './testing/clientJwt.js';
import { rawExchange, statusOf } from './testing/rawHttp.js';
import {
  connectRelayClient,
  type RelayTestClient,
  relayConnectUrl,
  upgradeStatus,
} from './testing/relayTestClient.js';

const topic = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const UPGRADE_HEADERS =
  'Host: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/** The next frame the relay sends to `client`, parsed. */
const nextFrame = (client: RelayTestClient) =>
  new Promise<{ raw: string; frame: Record<string, unknown> }>((resolve) =>
    client.socket.once('message', (data) => resolve({ raw: String(data), frame: JSON.parse(String(data)) })),
  );

describe('the relay under hostile input (real relay, raw sockets)', () => {
  let relay: Relay;
  let base: string;
  const clients: RelayTestClient[] = [];
  const connect = async () => {
    const client = await connectRelayClient(relay.url);
    clients.push(client);
    return client;
  };
  /** Proof the relay still serves: /health answers and a publish reaches a subscriber. */
  const stillServing = async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const [reader, writer] = [await connect(), await connect()];
    const t = topic('alive');
    await reader.call('irn_subscribe', { topic: t });
    await writer.call('irn_publish', { topic: t, message: b64('still here'), ttl: 300 });
    expect((await reader.waitForDeliveries(1, t))[0]?.message).toBe(b64('still here'));
  };

  beforeAll(async () => {
    relay = await startRelay({ port: 0 });
    base = relay.url.replace('ws://', 'http://');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await relay.close();
  });

  it('answers `GET //` (curl --path-as-is …//) and other odd targets with 400 (the HTTP front) and keeps serving', async () => {
    // not a plain path (`//…`, `/\\`, bad or control escapes) or not origin-form (`*`, absolute URLs)
    const cases: [string, number][] = [
      ['//', 400],
      ['//evil.example/x', 400],
      ['/\\\\', 400],
      ['/%zz%00', 400],
      ['*', 400],
      ['http://relay.invalid/health', 400],
      ['/nothing-here', 404],
    ];
    for (const [target, status] of cases) {
      const answer = await rawExchange(
        relay.port,
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect([target, statusOf(answer)]).toEqual([target, status]);
    }
    await stillServing();
  });

  it('refuses upgrades with malformed targets, repeated or bad query parameters, without dying', async () => {
    const jwt = encodeURIComponent(await signClientJwt(createTestIdentity(), { aud: relay.url }));
    const cases: [string, number][] = [
      ['//', 401],
      ['*', 400],
      [`/?auth=${jwt}&auth=${jwt}`, 400],
      [`/?auth=${jwt}&projectId=a&projectId=b`, 400],
      [`/?auth=${jwt}&projectId=${'p'.repeat(65)}`, 400],
      [`/?auth=%zz`, 401],
      [`/?auth=${'x'.repeat(8_000)}`, 401],
    ];
    for (const [target, status] of cases) {
      const answer = await rawExchange(relay.port, `GET ${target} HTTP/1.1\r\n${UPGRADE_HEADERS}`).catch(
        () => '',
      );
      if (status === 101) continue; // accepted, then cut by our close: only the refusals matter here
      expect([target.slice(0, 40), statusOf(answer)]).toEqual([target.slice(0, 40), status]);
    }
    await stillServing();
  });

  it('never turns a huge integer literal into an id: 1 MB of digits is answered with id null, in a small frame', async () => {
    const client = await connect();
    const reply = nextFrame(client);
    client.socket.send(
      `{"id":${'9'.repeat(1_000_000)},"jsonrpc":"2.0","method":"irn_subscribe","params":{}}`,
    );
    const { raw, frame } = await reply;
    expect(frame).toMatchObject({ id: null, error: { code: -32600 } });
    expect(raw.length).toBeLessThan(300);
    const long = nextFrame(client);
    client.socket.send(JSON.stringify({ id: 'i'.repeat(10_000), jsonrpc: '2.0', method: 'irn_nope' }));
    expect((await long).raw.length).toBeLessThan(300);
    await stillServing();
  });

  it('refuses binary frames with a JSON-RPC error and survives truncated and invalid frames', async () => {
    const client = await connect();
    const reply = nextFrame(client);
    client.socket.send(Buffer.from([0, 1, 2, 255]), { binary: true });
    expect((await reply).frame).toMatchObject({
      id: null,
      error: { code: -32600, message: /Binary frames/ },
    });

    // invalid UTF-8 in a text frame: the socket is closed (1007), nothing else happens
    const broken = await connect();
    const closed = new Promise<number>((resolve) => broken.socket.once('close', (code) => resolve(code)));
    broken.socket.send(Buffer.from([0xc3, 0x28]), { binary: false });
    expect(await closed).toBe(1007);

    // a raw socket that upgrades, then sends half a frame and hangs up
    const before = relay.connections;
    const jwt = encodeURIComponent(await signClientJwt(createTestIdentity(), { aud: relay.url }));
    const { connect: tcp } = await import('node:net');
    const socket = tcp({ port: relay.port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => {
      socket.once('data', () => resolve());
      socket.write(`GET /?auth=${jwt} HTTP/1.1\r\n${UPGRADE_HEADERS}`);
    });
    await vi.waitFor(() => expect(relay.connections).toBe(before + 1));
    socket.end(Buffer.from([0x81, 0xfe, 0x03, 0xe8, 1, 2, 3, 4, 5, 6]));
    await vi.waitFor(() => expect(relay.connections).toBe(before));
    await stillServing();
  });
});

describe('relay limits (real relay, raw clients)', () => {
  it('rate-limits frames before parsing them: an unparseable flood is answered "rate limited", not parsed', async () => {
    const relay = await startRelay({ port: 0, rateLimit: { burst: 2, perSecond: 1 } });
    const client = await connectRelayClient(relay.url);
    try {
      const replies: Record<string, unknown>[] = [];
      const all = new Promise<void>((resolve) =>
        client.socket.on('message', (data) => {
          replies.push(JSON.parse(String(data)));
          if (replies.length === 3) resolve();
        }),
      );
      for (let index = 0; index < 3; index++) client.socket.send('{not json');
      await all;
      expect(replies.map((reply) => (reply.error as { code: number }).code)).toEqual([
        -32700, -32700, -32005,
      ]);
    } finally {
      await client.close();
      await relay.close();
    }
  });

  it('counts frames per address across sockets and identities (a fresh JWT buys nothing)', async () => {
    const relay = await startRelay({
      port: 0,
      rateLimit: { burst: 100, perSecond: 1 },
      ipRateLimit: { burst: 14, perSecond: 1 },
    });
    const clients: RelayTestClient[] = [];
    try {
      // 3 upgrades take 3 tokens of the address's 14; 11 remain for the frames of all three sockets
      for (let index = 0; index < 3; index++) clients.push(await connectRelayClient(relay.url));
      const replies = await Promise.all(
        clients.flatMap((client) =>
          Array.from({ length: 5 }, () => client.request('irn_subscribe', { topic: topic('ip') })),
        ),
      );
      expect(replies.filter((reply) => reply.error?.code === -32005)).toHaveLength(4);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
      await relay.close();
    }
  });

  it('caps sockets per address (429) and frees the slot when one closes', async () => {
    const relay = await startRelay({ port: 0, maxConnectionsPerIp: 2 });
    try {
      const [one, two] = [await connectRelayClient(relay.url), await connectRelayClient(relay.url)];
      const jwt = await signClientJwt(createTestIdentity(), { aud: relay.url });
      expect(await upgradeStatus(relayConnectUrl(relay.url, jwt))).toBe(429);
      await one.close();
      await vi.waitFor(async () => expect(await upgradeStatus(relayConnectUrl(relay.url, jwt))).toBe(101));
      await two.close();
    } finally {
      await relay.close();
    }
  });

  it('caps the topics one socket follows', async () => {
    const relay = await startRelay({ port: 0, maxSubscriptions: 3 });
    const client = await connectRelayClient(relay.url);
    try {
      await client.call('irn_batchSubscribe', { topics: [topic('a'), topic('b')] });
      const refused = await client.request('irn_batchSubscribe', { topics: [topic('c'), topic('d')] });
      expect(refused.error).toMatchObject({ code: -32005, data: { reason: 'subscriptions', limit: 3 } });
      expect(await client.call('irn_subscribe', { topic: topic('c') })).toEqual(expect.any(String));
      expect(
        (await client.request('wc_proposeSession', { pairingTopic: topic('e'), sessionProposal: 'AA' }))
          .error,
      ).toMatchObject({ code: -32005 });
    } finally {
      await client.close();
      await relay.close();
    }
  });

  it('refuses publications once a topic is full instead of growing without bound', async () => {
    const relay = await startRelay({ port: 0, mailboxLimits: { topicMessages: 2 } });
    const client = await connectRelayClient(relay.url);
    try {
      const t = topic('full');
      await client.call('irn_publish', { topic: t, message: b64('1'), ttl: 300 });
      await client.call('irn_publish', { topic: t, message: b64('2'), ttl: 300 });
      const refused = await client.request('irn_publish', { topic: t, message: b64('3'), ttl: 300 });
      expect(refused.error).toMatchObject({ code: -32005, data: { reason: 'mailbox', scope: 'topic' } });
      expect(await client.call('irn_publish', { topic: topic('other'), message: b64('3'), ttl: 300 })).toBe(
        true,
      );
    } finally {
      await client.close();
      await relay.close();
    }
  });

  it('answers irn_batchFetchMessages in bounded pages', async () => {
    const relay = await startRelay({ port: 0, fetchPage: { messages: 2 } });
    const [writer, reader] = [await connectRelayClient(relay.url), await connectRelayClient(relay.url)];
    try {
      const [t1, t2] = [topic('page-1'), topic('page-2')];
      for (const [t, text] of [
        [t1, 'a'],
        [t1, 'b'],
        [t2, 'c'],
        [t2, 'd'],
        [t2, 'e'],
      ] as const) {
        await writer.call('irn_publish', { topic: t, message: b64(text), ttl: 300 });
      }
      const pages: unknown[] = [];
      let hasMore = true;
      while (hasMore) {
        const page = (await reader.call('irn_batchFetchMessages', { topics: [t1, t2] })) as {
          messages: { message: string }[];
          hasMore: boolean;
        };
        pages.push(page.messages.map((m) => Buffer.from(m.message, 'base64').toString()));
        hasMore = page.hasMore;
      }
      expect(pages).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
      await relay.close();
    }
  });

  it('drops a reader whose send buffer passes the limit, even while it keeps sending frames', async () => {
    const relay = await startRelay({
      port: 0,
      maxBufferedBytes: 256 * 1024,
      mailboxLimits: { topicBytes: 1024 ** 3, totalBytes: 1024 ** 3 },
    });
    const [writer, slow] = [await connectRelayClient(relay.url), await connectRelayClient(relay.url)];
    try {
      const t = topic('slow');
      await slow.call('irn_subscribe', { topic: t });
      const dropped = new Promise<void>((resolve) => slow.socket.once('close', () => resolve()));
      slow.socket.pause();
      let sent = 0;
      while (relay.connections === 2 && sent < 400) {
        slow.socket.send(
          JSON.stringify({ id: sent + 1_000, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: t } }),
        );
        await writer.call('irn_publish', {
          topic: t,
          message: b64(`${sent++}`.padEnd(300_000, '.')),
          ttl: 300,
        });
      }
      expect(relay.connections).toBe(1);
      slow.socket.resume();
      await dropped;
      expect(await writer.call('irn_publish', { topic: topic('after'), message: b64('ok'), ttl: 300 })).toBe(
        true,
      );
    } finally {
      await writer.close();
      await relay.close();
    }
  });

  it('drops a socket that sends frames but never answers pings', async () => {
    const relay = await startRelay({ port: 0, pingIntervalMs: 200 });
    const chatty = await connectRelayClient(relay.url, { autoPong: false });
    try {
      const dropped = new Promise<void>((resolve) => chatty.socket.once('close', () => resolve()));
      const timer = setInterval(() => chatty.socket.send('{"id":1,"jsonrpc":"2.0","result":true}'), 50);
      await dropped;
      clearInterval(timer);
      await vi.waitFor(() => expect(relay.connections).toBe(0));
    } finally {
      await relay.close();
    }
  });
});
