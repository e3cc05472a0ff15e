import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { verifyLatchSession } from '../adapters/siwx/verifyLatchSession.js';
import { buildSiwxMessage } from '../core/lib/siwx/index.js';
import type { SiwxMessageData } from '../ports/index.js';
// Not a React hook: a vitest fixture (its beforeAll / afterAll) for this file's loopback data service.
import { useLoopbackApi as loopbackApiForThisFile } from '../services/api/testing/loopbackApi.js';
import { closedPort } from '../services/api/testing/testDevnet.js';
import { DEVNET_MNEMONIC } from '../services/devnet/index.js';

const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const DOMAIN = 'localhost:5173';

const api = loopbackApiForThisFile({ localProject: true });

const post = async (path: string, body?: unknown) =>
  (await fetch(`${api.url}${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  }).then((response) => response.json())) as Record<string, string>;

/** The browser's part: a nonce, the signed message, the session token. */
const signIn = async (fields: Partial<SiwxMessageData> = {}): Promise<string> => {
  const { nonce = '' } = await post('/v1/siwx/nonces?projectId=latch-local');
  const message = buildSiwxMessage({
    domain: DOMAIN,
    accountAddress: ALICE.address,
    uri: `http://${DOMAIN}/`,
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date().toISOString(),
    ...fields,
  })
    ._unsafeUnwrap()
    .toString();
  const { token = '' } = await post('/v1/siwx/sessions?projectId=latch-local', {
    message,
    signature: await ALICE.signMessage({ message }),
  });
  return token;
};

const codeOf = async (options: Parameters<typeof verifyLatchSession>[0]) => {
  const result = await verifyLatchSession(options);
  return result.isOk() ? 'ok' : result.error.code;
};

describe('verifyLatchSession (a host backend reusing core)', () => {
  it('answers the account of a valid token, read from the signed message', async () => {
    const token = await signIn();
    const result = (await verifyLatchSession({ apiUrl: api.url, token, domain: DOMAIN }))._unsafeUnwrap();
    expect(result).toMatchObject({
      account: `eip155:31337:${ALICE.address}`,
      data: { domain: DOMAIN, accountAddress: ALICE.address, chainId: 'eip155:31337' },
    });
  });

  it('refuses a session signed for another site, a signed-out session and a made-up token', async () => {
    const token = await signIn();
    expect(await codeOf({ apiUrl: api.url, token, domain: 'shop.example' })).toBe('SIWX_MESSAGE_INVALID');
    await fetch(`${api.url}/v1/siwx/session`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await codeOf({ apiUrl: api.url, token, domain: DOMAIN })).toBe('SIWX_SESSION_INVALID');
    expect(await codeOf({ apiUrl: api.url, token: 'a.b.c', domain: DOMAIN })).toBe('SIWX_SESSION_INVALID');
  });

  it('checks the message times on its own clock', async () => {
    const token = await signIn({ expirationTime: new Date(Date.now() + 60_000).toISOString() });
    expect(await codeOf({ apiUrl: api.url, token, domain: DOMAIN })).toBe('ok');
    const later = { now: () => Date.now() + 120_000 };
    expect(await codeOf({ apiUrl: api.url, token, domain: DOMAIN, clock: later })).toBe(
      'SIWX_MESSAGE_EXPIRED',
    );
  });

  it('says when the data service cannot be reached', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await codeOf({ apiUrl: down, token: 'a.b.c', domain: DOMAIN })).toBe('DATA_SERVICE_ERROR');
  });
});
