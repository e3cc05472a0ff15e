import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { expectFailure } from '../api/testing/testApi.js';
import { RP_KEY_HEADER } from './authKey.js';
import {
  buildTestRelay,
  CUSTODY,
  completionBody,
  DEMO_ORIGIN,
  TEST_AUTH_KEY,
  TEST_RP_KEY,
  type TestRelay,
} from './testing/testRelay.js';

const HOUR = 3_600_000;

describe('the Farcaster relay (CONTRACTS §4)', () => {
  let relay: TestRelay;
  afterEach(async () => {
    await relay?.app.close();
  });

  it('opens a channel: a 128-bit token, the connect URI carrying it, the nonce given or a fresh one', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const given = await relay.open({
      siweUri: 'https://example.com/login',
      domain: 'example.com',
      nonce: 'abcd1234',
    });
    expect(given).toEqual({
      channelToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `https://farcaster.xyz/~/siwf?channelToken=${given.channelToken}`,
      connectUri: given.url,
      nonce: 'abcd1234',
    });
    const fresh = await relay.open();
    expect(fresh.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(fresh.channelToken).not.toBe(given.channelToken);
  });

  it('uses the configured connect URI base', async () => {
    relay = await buildTestRelay({
      clock: new ManualClock(),
      connectUriBase: 'http://127.0.0.1:5174/farcaster?x=1',
    });
    const { channelToken, url } = await relay.open();
    expect(url).toBe(`http://127.0.0.1:5174/farcaster?x=1&channelToken=${channelToken}`);
  });

  it('answers a pending channel with 202 and what the approving app shows, never cached', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const body = {
      siweUri: 'https://example.com/login',
      domain: 'example.com:8443',
      notBefore: '2026-01-01T00:00:00Z',
      expirationTime: '2026-01-01T01:00:00Z',
      requestId: 'req-1',
      acceptAuthAddress: false,
    };
    const { channelToken, nonce } = await relay.open(body);
    const { acceptAuthAddress: _, ...asked } = body;
    const response = await relay.status(channelToken);
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      state: 'pending',
      nonce,
      signatureParams: { ...asked, nonce },
      metadata: { ip: '127.0.0.1', userAgent: 'lightMyRequest' },
      acceptAuthAddress: false,
    });
  });

  it('completes with the relay auth key: 201, then the poller gets 200 with the signed message once', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const { channelToken, nonce } = await relay.open();
    const completed = await relay.authenticate(channelToken);
    expect(completed.statusCode).toBe(201);
    const expected = {
      state: 'completed',
      nonce,
      ...completionBody(),
      authMethod: 'custody',
      custody: CUSTODY,
      verifications: [],
    };
    expect(completed.json()).toMatchObject(expected);
    const status = await relay.status(channelToken);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject(expected);
    expectFailure(await relay.status(channelToken), 401, 'authorization');
  });

  it('accepts the auth key under its older header name too', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const { channelToken } = await relay.open();
    const response = await relay.app.inject({
      method: 'POST',
      url: '/v1/channel/authenticate',
      headers: { authorization: `Bearer ${channelToken}`, 'x-farcaster-connect-auth-key': TEST_AUTH_KEY },
      payload: completionBody(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a forged completion (no key, a wrong key, a key of another length): nothing is stored', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const { channelToken } = await relay.open();
    for (const key of ['', 'k'.repeat(39), `${'k'.repeat(39)}j`, TEST_AUTH_KEY.toUpperCase()]) {
      const body = expectFailure(
        await relay.authenticate(channelToken, completionBody(), key),
        401,
        'x-farcaster-auth-relay-key',
      );
      expect(body.reasons[0]?.description).toMatch(/wrong relay auth key/);
    }
    const withoutKey = await relay.app.inject({
      method: 'POST',
      url: '/v1/channel/authenticate',
      headers: { authorization: `Bearer ${channelToken}` },
      payload: completionBody(),
    });
    expectFailure(withoutKey, 401, 'x-farcaster-auth-relay-key');
    expect((await relay.status(channelToken)).statusCode).toBe(202);
  });

  it('checks the auth key before the body: a forger learns nothing from validation', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const { channelToken } = await relay.open();
    expectFailure(
      await relay.authenticate(channelToken, { fid: 'x' }, 'wrong'),
      401,
      'x-farcaster-auth-relay-key',
    );
    expectFailure(
      await relay.authenticate('nope', completionBody(), 'wrong'),
      401,
      'x-farcaster-auth-relay-key',
    );
  });

  it('keeps the first completion: a second one is a 409', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const { channelToken } = await relay.open();
    expect((await relay.authenticate(channelToken)).statusCode).toBe(201);
    expectFailure(await relay.authenticate(channelToken, completionBody(1002)), 409, 'channel');
    expect((await relay.status(channelToken)).json()).toMatchObject({ fid: 1001 });
  });

  it('expires a channel after 3600 s at most by the relay clock, pending or completed', async () => {
    // An hour is the most a channel lives (CONTRACTS §4); an unapproved one, by default, minutes (channelLimits.test.ts).
    relay = await buildTestRelay({ clock: new ManualClock(), pendingTtlMs: 2 * HOUR });
    const pending = await relay.open();
    const completed = await relay.open();
    expect((await relay.authenticate(completed.channelToken)).statusCode).toBe(201);
    relay.clock.advance(HOUR - 1);
    expect((await relay.status(pending.channelToken)).statusCode).toBe(202);
    relay.clock.advance(1);
    const expired = expectFailure(await relay.status(pending.channelToken), 401, 'authorization');
    expect(expired.reasons[0]?.description).toBe('The channel is unknown or has expired');
    expectFailure(await relay.status(completed.channelToken), 401, 'authorization');
    expectFailure(await relay.authenticate(pending.channelToken), 401, 'authorization');
  });

  it('honours a shorter channel lifetime', async () => {
    relay = await buildTestRelay({ clock: new ManualClock(), channelTtlMs: 1_000 });
    const { channelToken } = await relay.open();
    relay.clock.advance(1_000);
    expectFailure(await relay.authenticate(channelToken), 401, 'authorization');
  });

  it('reports the ID registry being down as 503 and leaves the channel pending', async () => {
    relay = await buildTestRelay({
      clock: new ManualClock(),
      custodyOf: () => Promise.reject(new Error('node down')),
    });
    const { channelToken } = await relay.open();
    expectFailure(await relay.authenticate(channelToken), 503, 'fid');
    expect((await relay.status(channelToken)).statusCode).toBe(202);
  });

  it('reports no custody without an ID registry', async () => {
    relay = await buildTestRelay({ clock: new ManualClock(), noRegistry: true });
    const { channelToken } = await relay.open();
    const completed = (await relay.authenticate(channelToken)).json();
    expect(completed).not.toHaveProperty('custody');
    expect(completed).toMatchObject({ state: 'completed', verifications: [] });
  });

  it('lets the demo origin call it (preflight with the bearer and auth key headers) and refuses others', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    const preflight = await relay.app.inject({
      method: 'OPTIONS',
      url: '/v1/channel/authenticate',
      headers: {
        origin: DEMO_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-farcaster-auth-relay-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(DEMO_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-farcaster-auth-relay-key');
    const created = await relay.app.inject({
      method: 'POST',
      url: '/v1/channel',
      headers: { origin: DEMO_ORIGIN, [RP_KEY_HEADER]: TEST_RP_KEY },
      payload: { siweUri: 'https://example.com/', domain: 'example.com' },
    });
    expect(created.headers['access-control-allow-origin']).toBe(DEMO_ORIGIN);
    for (const method of ['POST', 'OPTIONS'] as const) {
      const refused = await relay.app.inject({
        method,
        url: '/v1/channel',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        payload: { siweUri: 'https://example.com/', domain: 'example.com' },
      });
      expectFailure(refused, 403, 'origin');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers its health check', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    expect((await relay.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});
