import type { FastifyInstance } from 'fastify';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiwxMessage } from '../core/siwx/index.js';
import type { SiwxMessageData } from '../ports/index.js';
import { HOOK_TIMEOUT_MS } from '../services/api/testing/hookTimeout.js';
import { buildTestApi } from '../services/api/testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../services/api/testing/testDatabases.js';
import { closedPort } from '../services/api/testing/testDevnet.js';
import { DEVNET_MNEMONIC } from '../services/devnet/index.js';
import { verifyLatchSession } from './verifyLatchSession.js';

const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const DOMAIN = 'localhost:5173';

let test: TestDatabase;
let app: FastifyInstance;
let apiUrl: string;
beforeAll(async () => {
  test = await openTestDatabase('pglite');
  // No chains: an EOA's signature is recovered without a node.
  app = await buildTestApi(test);
  apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await test?.cleanup();
}, HOOK_TIMEOUT_MS);

const post = async (path: string, body?: unknown) =>
  (await fetch(`${apiUrl}${path}`, {
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
    const result = (await verifyLatchSession({ apiUrl, token, domain: DOMAIN }))._unsafeUnwrap();
    expect(result).toMatchObject({
      account: `eip155:31337:${ALICE.address}`,
      data: { domain: DOMAIN, accountAddress: ALICE.address, chainId: 'eip155:31337' },
    });
  });

  it('refuses a session signed for another site, a signed-out session and a made-up token', async () => {
    const token = await signIn();
    expect(await codeOf({ apiUrl, token, domain: 'shop.example' })).toBe('SIWX_MESSAGE_INVALID');
    await fetch(`${apiUrl}/v1/siwx/session`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await codeOf({ apiUrl, token, domain: DOMAIN })).toBe('SIWX_SESSION_INVALID');
    expect(await codeOf({ apiUrl, token: 'a.b.c', domain: DOMAIN })).toBe('SIWX_SESSION_INVALID');
  });

  it('checks the message times on its own clock', async () => {
    const token = await signIn({ expirationTime: new Date(Date.now() + 60_000).toISOString() });
    expect(await codeOf({ apiUrl, token, domain: DOMAIN })).toBe('ok');
    const later = { now: () => Date.now() + 120_000 };
    expect(await codeOf({ apiUrl, token, domain: DOMAIN, clock: later })).toBe('SIWX_MESSAGE_EXPIRED');
  });

  it('says when the data service cannot be reached', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await codeOf({ apiUrl: down, token: 'a.b.c', domain: DOMAIN })).toBe('DATA_SERVICE_ERROR');
  });
});
