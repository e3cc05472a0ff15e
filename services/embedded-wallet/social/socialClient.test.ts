import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import { createSocialClient, newLoginChecks, SocialLoginError } from './socialClient.js';

/**
 * The user-info answer of an OAuth 2.0 provider (GitHub, Facebook, X, Discord) is read with a cap of 64 KiB:
 * against a stub provider whose user-info resource answers small, declares a large body, or streams one
 * without a length until the client hangs up.
 */

const STREAM_LIMIT = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, 'a');
let server: Server;
let base = '';
/** What the streaming resource sent before the client hung up (or the whole of it). */
const streamed = { bytes: 0, hungUp: false };

const streamUntilHangUp = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.on('close', () => {
    streamed.hungUp = streamed.bytes < STREAM_LIMIT;
  });
  const more = () => {
    while (!res.destroyed && streamed.bytes < STREAM_LIMIT) {
      streamed.bytes += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', more);
    }
    res.end();
  };
  res.write('{"id":"1","pad":"');
  more();
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    if (path === '/token') {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'stub-access', token_type: 'Bearer', expires_in: 60 })),
      );
    } else if (path === '/user/small') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":42,"login":"octo"}');
    } else if (path === '/user/declared') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(100 * 1024) });
      res.end(Buffer.alloc(100 * 1024, ' '));
    } else if (path === '/user/stream') streamUntilHangUp(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
}, HOOK_TIMEOUT_MS);

/** A whole login against the stub, its user-info resource at `path`. */
const loginReading = async (path: string) => {
  const client = createSocialClient(
    {
      id: 'github',
      server: { authorizationEndpoint: `${base}/authorize`, tokenEndpoint: `${base}/token` },
      identity: { from: 'userinfo', url: `${base}${path}`, subject: 'id', userName: ['login'] },
      scope: 'read:user',
      tokenAuth: 'client_secret_basic',
      clientId: 'github',
      clientSecret: 'stub-secret',
    },
    { allowInsecureRequests: true },
  );
  const checks = newLoginChecks(false);
  const redirectUri = 'http://127.0.0.1:1/social/callback';
  await client.authorizationUrl(redirectUri, checks);
  return client.complete(new URL(`${redirectUri}?code=stub-code&state=${checks.state}`), checks);
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (cause: unknown) => (cause instanceof SocialLoginError ? cause.failure : cause),
  );

describe('the user-info answer of an OAuth 2.0 provider', () => {
  it('within 64 KiB gives the identity', async () => {
    expect(await loginReading('/user/small')).toEqual({ subject: '42', userName: 'octo' });
  });

  it('declared beyond 64 KiB is refused as too large', async () => {
    expect(await refusal(loginReading('/user/declared'))).toEqual({
      kind: 'invalid_response',
      code: 'userinfo_too_large',
    });
  });

  it('streamed without a length is refused once 64 KiB have come, and the rest is never read', async () => {
    expect(await refusal(loginReading('/user/stream'))).toEqual({
      kind: 'invalid_response',
      code: 'userinfo_too_large',
    });
    await expect.poll(() => streamed.hungUp).toBe(true);
    expect(streamed.bytes).toBeLessThan(STREAM_LIMIT);
  });
});
