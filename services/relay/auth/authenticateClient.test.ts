import { describe, expect, it } from 'vitest';
import { createTestIdentity, forgeClientJwt, signClientJwt } from '../testing/clientJwt.js';
import { authenticateClient } from './authenticateClient.js';
import { relayAudiences } from './relayAudiences.js';

const audiences = relayAudiences('127.0.0.1', 8788);
const identity = createTestIdentity();
const url = (jwt: string, projectId = 'demo') =>
  `/?auth=${encodeURIComponent(jwt)}&projectId=${projectId}&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`;

describe('authenticateClient', () => {
  it('accepts a valid token and names the client by its did:key issuer', async () => {
    const jwt = await signClientJwt(identity, { aud: 'ws://localhost:8788/' });
    const result = await authenticateClient({ requestUrl: url(jwt), audiences, now: Date.now() });
    expect(result._unsafeUnwrap()).toEqual({ clientId: identity.clientId, projectId: 'demo' });
    expect(identity.clientId).toMatch(/^did:key:z6Mk/);
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const forged = await forgeClientJwt(identity, createTestIdentity(), 'ws://127.0.0.1:8788');
    for (const [requestUrl, reason] of [
      ['/?projectId=demo', 'Missing auth token'],
      [url('abc.def.ghi'), 'Malformed auth token'],
      [url(forged), 'Invalid auth token signature'],
    ] as const) {
      const result = await authenticateClient({ requestUrl, audiences, now: Date.now() });
      expect(result._unsafeUnwrapErr()).toEqual({ status: 401, reason });
    }
  });

  it('refuses an expired token', async () => {
    const iat = Math.floor(Date.now() / 1000) - 100;
    const jwt = await signClientJwt(identity, { aud: 'ws://127.0.0.1:8788', iat, ttl: 60 });
    const result = await authenticateClient({ requestUrl: url(jwt), audiences, now: Date.now() });
    expect(result._unsafeUnwrapErr()).toEqual({ status: 401, reason: 'Auth token expired' });
    const before = await authenticateClient({ requestUrl: url(jwt), audiences, now: (iat + 30) * 1000 });
    expect(before.isOk()).toBe(true);
  });

  it('refuses a token meant for another relay', async () => {
    const jwt = await signClientJwt(identity, { aud: 'wss://relay.walletconnect.org' });
    const result = await authenticateClient({ requestUrl: url(jwt), audiences, now: Date.now() });
    expect(result._unsafeUnwrapErr().reason).toMatch(/audience wss:\/\/relay.walletconnect.org/);
  });

  it('refuses bad targets and repeated or malformed query parameters with 400, without throwing', async () => {
    const jwt = await signClientJwt(identity, { aud: 'ws://127.0.0.1:8788' });
    const token = encodeURIComponent(jwt);
    for (const [requestUrl, reason] of [
      ['//', 'Missing auth token'],
      ['*', 'Bad request target'],
      ['http://relay.invalid/?auth=x', 'Bad request target'],
      [`/?auth=${token}&auth=${token}`, 'Query parameter auth is repeated'],
      [`/?auth=${token}&projectId=a&projectId=b`, 'Query parameter projectId is repeated'],
      [`/?auth=${token}&projectId=${'x'.repeat(65)}`, 'Invalid projectId'],
      [`/?auth=${token}&projectId=%00`, 'Invalid projectId'],
    ] as const) {
      const result = await authenticateClient({ requestUrl, audiences, now: Date.now() });
      expect(result._unsafeUnwrapErr()).toEqual({
        status: reason === 'Missing auth token' ? 401 : 400,
        reason,
      });
    }
    const long = await authenticateClient({ requestUrl: `/?auth=${'a'.repeat(5_000)}`, audiences, now: 0 });
    expect(long._unsafeUnwrapErr()).toEqual({ status: 401, reason: 'Malformed auth token' });
  });
});
