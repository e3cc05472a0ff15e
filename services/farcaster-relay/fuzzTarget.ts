import type { FuzzService } from '../http-front/fuzz/FuzzService.js';
import { AUTH_KEY_HEADER, RP_KEY_HEADER } from './authKey.js';
import {
  buildTestRelay,
  completionBody,
  DEMO_ORIGIN,
  TEST_AUTH_KEY,
  TEST_RP_KEY,
} from './testing/testRelay.js';

const clock = () => {
  let now = Date.now();
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

/** The Farcaster relay (CONTRACTS §4 routes) over a memory store, with two open channels to aim at. */
export const farcasterRelayFuzz: FuzzService = {
  name: 'Farcaster relay',
  async start() {
    const relay = await buildTestRelay({ clock: clock() });
    const url = await relay.app.listen({ host: '127.0.0.1', port: 0 });
    const tokens = [(await relay.open()).channelToken, (await relay.open()).channelToken];
    return {
      port: Number(new URL(url).port),
      health: { target: '/health', status: 200 },
      close: () => relay.app.close(),
      spec: {
        vocabulary: [...tokens, 'https://example.com/login', 'example.com', 'abcdefgh1234'],
        headers: {
          authorization: tokens.map((token) => `Bearer ${token}`),
          [RP_KEY_HEADER]: [TEST_RP_KEY],
          [AUTH_KEY_HEADER]: [TEST_AUTH_KEY],
          origin: [DEMO_ORIGIN],
        },
        routes: [
          { method: 'GET', path: '/health' },
          {
            method: 'POST',
            path: '/v1/channel',
            sample: { siweUri: 'https://example.com/login', domain: 'example.com', nonce: 'abcdefgh1234' },
          },
          { method: 'GET', path: '/v1/channel/status' },
          { method: 'POST', path: '/v1/channel/authenticate', sample: completionBody() },
          { method: 'OPTIONS', path: '/v1/channel' },
        ],
      },
    };
  },
};
