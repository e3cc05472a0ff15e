import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { expectFailure } from '../api/testing/testApi.js';
import { RP_KEY_HEADER } from './authKey.js';
import { FARCASTER_RELAY_BODY_LIMIT } from './buildFarcasterRelay.js';
import { createMemoryChannelStore } from './channels/memoryChannelStore.js';
import {
  buildTestRelay,
  completionBody,
  TEST_AUTH_KEY,
  TEST_RP_KEY,
  type TestRelay,
} from './testing/testRelay.js';

const channel = { siweUri: 'https://example.com/login', domain: 'example.com' };

/** The relying party's key: only it opens channels. */
const asRp = { [RP_KEY_HEADER]: TEST_RP_KEY };

describe('the Farcaster relay under hostile input: clear refusals, never a crash', () => {
  let relay: TestRelay;
  let token: string;
  beforeAll(async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    token = (await relay.open()).channelToken;
  });
  afterAll(async () => {
    await relay.app.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    relay.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', [RP_KEY_HEADER]: TEST_RP_KEY, ...headers },
      payload,
    });
  const asApprover = { authorization: '', 'x-farcaster-auth-relay-key': TEST_AUTH_KEY };

  it('refuses an oversized body with 413, a broken or empty one with 400, a form with 415', async () => {
    const big = JSON.stringify({ ...channel, requestId: 'x'.repeat(FARCASTER_RELAY_BODY_LIMIT) });
    const tooLarge = expectFailure(await post('/v1/channel', big), 413, 'body');
    expect(tooLarge.reasons[0]?.description).toBe(
      `Request body is larger than ${FARCASTER_RELAY_BODY_LIMIT} bytes`,
    );
    expectFailure(await post('/v1/channel', '{"siweUri":'), 400, 'body');
    expectFailure(await post('/v1/channel', ''), 400, 'body');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectFailure(await post('/v1/channel', 'siweUri=x', form), 415, 'content-type');
    expectFailure(await post('/v1/channel', 'siweUri=x', { 'content-type': 'text/plain' }), 400, 'body');
    const bigCompletion = JSON.stringify({
      ...completionBody(),
      bio: 'b'.repeat(FARCASTER_RELAY_BODY_LIMIT),
    });
    expectFailure(
      await post('/v1/channel/authenticate', bigCompletion, {
        ...asApprover,
        authorization: `Bearer ${token}`,
      }),
      413,
      'body',
    );
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${'a'.repeat(22)}`],
    ['a short token', 'Bearer abc'],
    ['a long token', `Bearer ${'a'.repeat(23)}`],
    ['a token with a space', `Bearer ${'a'.repeat(10)} ${'a'.repeat(11)}`],
    ['a token of other characters', `Bearer ${'%'.repeat(22)}`],
  ])('refuses a status request with %s as 401', async (_, authorization) => {
    const response = await relay.app.inject({
      method: 'GET',
      url: '/v1/channel/status',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });
    const body = expectFailure(response, 401, 'authorization');
    expect(body.reasons[0]?.description).toBe(
      'Send the channel token as Authorization: Bearer <channelToken>',
    );
  });

  it('refuses a well-formed token it never issued as 401, and an approver with it too', async () => {
    const unknown = 'A'.repeat(22);
    expectFailure(await relay.status(unknown), 401, 'authorization');
    expectFailure(await relay.authenticate(unknown), 401, 'authorization');
    expectFailure(await relay.authenticate('short'), 401, 'authorization');
  });

  it.each([
    ['no siweUri', { domain: 'example.com' }, 'siweUri'],
    ['a siweUri that is no URI', { ...channel, siweUri: 'not a uri' }, 'siweUri'],
    ['a domain with a path', { ...channel, domain: 'example.com/x' }, 'domain'],
    ['a domain with a newline', { ...channel, domain: 'example.com\nURI: x' }, 'domain'],
    ['a short nonce', { ...channel, nonce: 'abc' }, 'nonce'],
    ['a nonce with symbols', { ...channel, nonce: 'abcd-1234' }, 'nonce'],
    ['a loose date', { ...channel, notBefore: 'tomorrow' }, 'notBefore'],
    ['a requestId with a newline', { ...channel, requestId: 'a\nResources:' }, 'requestId'],
    ['a NUL character', { ...channel, requestId: 'a\u0000' }, 'requestId'],
    ['a boolean as a string', { ...channel, acceptAuthAddress: 'true' }, 'acceptAuthAddress'],
    ['a list', [channel], 'body'],
  ])('refuses a channel with %s, naming the field', async (_, body, field) => {
    expectFailure(await post('/v1/channel', JSON.stringify(body)), 400, field);
  });

  it.each([
    ['no message', { ...completionBody(), message: undefined }, 'message'],
    ['a short signature', { ...completionBody(), signature: '0xabcd' }, 'signature'],
    ['a fid as a string', { ...completionBody(), fid: '1001' }, 'fid'],
    ['fid 0', { ...completionBody(), fid: 0 }, 'fid'],
    ['a fractional fid', { ...completionBody(), fid: 1.5 }, 'fid'],
    ['a fid past 2^53', { ...completionBody(), fid: 2 ** 60 }, 'fid'],
    ['an upper-case user name', { ...completionBody(), username: 'Alice' }, 'username'],
    ['a javascript: picture', { ...completionBody(), pfpUrl: 'javascript:alert(1)' }, 'pfpUrl'],
    ['an unknown auth method', { ...completionBody(), authMethod: 'root' }, 'authMethod'],
  ])('refuses a completion with %s, naming the field', async (_, body, field) => {
    const fresh = (await relay.open()).channelToken;
    expectFailure(await relay.authenticate(fresh, body), 400, field);
    expect((await relay.status(fresh)).statusCode).toBe(202);
  });

  it('answers unknown routes and methods with 404', async () => {
    expectFailure(await relay.app.inject({ method: 'DELETE', url: '/v1/channel' }), 404, 'path');
    expectFailure(
      await relay.app.inject({ method: 'GET', url: '/v1/channel/../../etc/passwd' }),
      404,
      'path',
    );
  });

  it('survives generated bodies and headers on every route with a client error at worst', async () => {
    const bodies = fc.oneof(
      fc.json(),
      fc.string({ maxLength: 300 }),
      fc
        .record(
          {
            siweUri: fc.oneof(fc.webUrl(), fc.string()),
            domain: fc.string(),
            nonce: fc.string(),
            fid: fc.oneof(fc.integer(), fc.double(), fc.string()),
            message: fc.string(),
            signature: fc.string(),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/channel', '/v1/channel/status', '/v1/channel/authenticate'),
        fc.constantFrom('GET', 'POST'),
        bodies,
        fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 40 })),
        async (url, method, body, authorization) => {
          const response = await relay.app.inject({
            method,
            url,
            headers: {
              'content-type': 'application/json',
              'x-farcaster-auth-relay-key': TEST_AUTH_KEY,
              ...(authorization === null ? {} : { authorization: `Bearer ${authorization}` }),
            },
            ...(method === 'POST' ? { payload: body } : {}),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: 15 },
    );
  });
});

describe('the Farcaster relay at its limits', () => {
  it('refuses a channel past the memory store capacity with 503, and takes one again once one expired', async () => {
    const relay = await buildTestRelay({
      clock: new ManualClock(),
      store: createMemoryChannelStore({ maxChannels: 2 }),
      channelTtlMs: 1_000,
    });
    try {
      await relay.open();
      relay.clock.advance(500);
      await relay.open();
      const full = await relay.app.inject({
        method: 'POST',
        url: '/v1/channel',
        headers: asRp,
        payload: channel,
      });
      expectFailure(full, 503, 'channel');
      relay.clock.advance(500);
      expect(
        (await relay.app.inject({ method: 'POST', url: '/v1/channel', headers: asRp, payload: channel }))
          .statusCode,
      ).toBe(201);
    } finally {
      await relay.app.close();
    }
  });

  it('rate-limits a client with 429 and Retry-After', async () => {
    const relay = await buildTestRelay({ clock: new ManualClock(), perIp: { max: 2, windowMs: 60_000 } });
    try {
      await relay.open();
      await relay.open();
      const limited = await relay.app.inject({
        method: 'POST',
        url: '/v1/channel',
        headers: asRp,
        payload: channel,
      });
      expectFailure(limited, 429, 'ip');
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await relay.app.close();
    }
  });

  it('maps a failing store to 503, never a crash', async () => {
    const broken = createMemoryChannelStore();
    const relay = await buildTestRelay({
      clock: new ManualClock(),
      store: {
        ...broken,
        open: () => Promise.reject(new Error('READONLY')),
        read: () => Promise.reject(new Error('ECONNRESET')),
      },
    });
    try {
      const created = await relay.app.inject({
        method: 'POST',
        url: '/v1/channel',
        headers: asRp,
        payload: channel,
      });
      expectFailure(created, 503, 'channel');
      expectFailure(await relay.status('A'.repeat(22)), 503, 'channel');
    } finally {
      await relay.app.close();
    }
  });
});
