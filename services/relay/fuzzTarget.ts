import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FuzzService } from '../http-front/fuzz/FuzzService.js';
import { jsonValue } from '../http-front/fuzz/requestParts.js';
import { startRelay } from './startRelay.js';
import { createTestIdentity, signClientJwt } from './testing/clientJwt.js';

const topic = (label: string) => createHash('sha256').update(label).digest('hex');
const TOPICS = [topic('fuzz-a'), topic('fuzz-b')];
const MESSAGE = Buffer.from('fuzz').toString('base64');
const WIDE = { burst: 1_000_000, perSecond: 1_000_000 };

/** JSON-RPC frames of the relay protocol, their params mutated. */
const frames = fc
  .record({
    id: fc.oneof(fc.nat(), jsonValue([])),
    method: fc.constantFrom(
      'irn_subscribe',
      'irn_publish',
      'irn_unsubscribe',
      'irn_fetchMessages',
      'irn_batchSubscribe',
      'nope',
    ),
    params: fc.oneof(
      fc.constant({ topic: TOPICS[0], message: MESSAGE, ttl: 300, tag: 1100 }),
      fc.record(
        {
          topic: fc.oneof(fc.constantFrom(...TOPICS), jsonValue([])),
          message: jsonValue([MESSAGE]),
          ttl: jsonValue([]),
        },
        { requiredKeys: [] },
      ),
      jsonValue(TOPICS),
    ),
  })
  .map((frame) => JSON.stringify({ jsonrpc: '2.0', ...frame }));

/** The relay: plain HTTP (`/health`, `/`) and its WebSocket upgrade with signed, forged and broken JWTs. */
export const relayFuzz: FuzzService = {
  name: 'relay',
  async start() {
    const relay = await startRelay({
      port: 0,
      rateLimit: WIDE,
      ipRateLimit: WIDE,
      maxConnectionsPerIp: 10_000,
      log: () => undefined,
    });
    const identity = createTestIdentity();
    const jwts = [
      await signClientJwt(identity, { aud: relay.url }),
      await signClientJwt(identity, { aud: 'ws://elsewhere.example' }),
      await signClientJwt(identity, { aud: relay.url, ttl: -10 }),
    ];
    return {
      port: relay.port,
      health: { target: '/health', status: 200 },
      close: () => relay.close(),
      spec: {
        vocabulary: [...jwts, 'latch-test', 'wc-2/js-2.25.0/node/test', 'true'],
        frames,
        routes: [
          { method: 'GET', path: '/health' },
          { method: 'HEAD', path: '/health' },
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/', query: ['auth', 'projectId', 'ua', 'useOnCloseEvent'], upgrade: true },
          { method: 'GET', path: '/:path', query: ['auth', 'projectId'], upgrade: true },
        ],
      },
    };
  },
};
