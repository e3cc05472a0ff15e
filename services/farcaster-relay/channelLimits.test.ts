import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { RP_KEY_HEADER } from './authKey.js';
import { DEFAULT_PENDING_TTL_MS } from './buildFarcasterRelay.js';
import { buildTestRelay, TEST_AUTH_KEY, TEST_RP_KEY, type TestRelay } from './testing/testRelay.js';

// Issue 26 §8: before, anyone could open channels (10,000 from 5 loopback addresses filled the store in 3.2 s,
// and every sign-in then got 503), and an unapproved channel lived an hour.

const channel = { siweUri: 'https://example.com/login', domain: 'example.com' };

/** POST /v1/channel with these headers (the relying party's key, or not). */
const openWith = (relay: TestRelay, headers: Record<string, string>) =>
  relay.app.inject({ method: 'POST', url: '/v1/channel', headers, payload: channel });

describe('who may open channels, how many, for how long', () => {
  it('opens a channel only for the relying-party key', async () => {
    const relay = await buildTestRelay({ clock: new ManualClock(Date.now()) });
    for (const headers of [{}, { [RP_KEY_HEADER]: 'x'.repeat(40) }, { [RP_KEY_HEADER]: TEST_AUTH_KEY }]) {
      const refused = await relay.app.inject({
        method: 'POST',
        url: '/v1/channel',
        headers,
        payload: channel,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ reasons: [{ field: RP_KEY_HEADER }] });
    }
    expect((await openWith(relay, { [RP_KEY_HEADER]: TEST_RP_KEY })).statusCode).toBe(201);
    await relay.app.close();
  });

  it('caps the channels one client holds open; they count again once expired', async () => {
    const clock = new ManualClock(Date.now());
    const relay = await buildTestRelay({ clock, openPerClient: 3 });
    for (let n = 0; n < 3; n += 1) await relay.open();
    expect((await openWith(relay, { [RP_KEY_HEADER]: TEST_RP_KEY })).statusCode).toBe(429);
    clock.advance(DEFAULT_PENDING_TTL_MS + 1);
    await expect(relay.open()).resolves.toHaveProperty('channelToken');
    await relay.app.close();
  });

  it('forgets a channel nobody approved within minutes, not an hour', async () => {
    const clock = new ManualClock(Date.now());
    const relay = await buildTestRelay({ clock });
    const { channelToken } = await relay.open();
    clock.advance(DEFAULT_PENDING_TTL_MS - 1_000);
    expect((await relay.status(channelToken)).statusCode).toBe(202);
    clock.advance(2_000);
    expect((await relay.status(channelToken)).statusCode).toBe(401);
    expect((await relay.authenticate(channelToken)).statusCode).toBe(401);
    await relay.app.close();
  });
});
