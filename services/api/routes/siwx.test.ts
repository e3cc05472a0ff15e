import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { FastifyInstance } from 'fastify';
import { type Address, keccak256, type LocalAccount, serializeErc6492Signature, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSiwxMessage } from '../../../core/lib/siwx/index.js';
import type { SiwxMessageData } from '../../../ports/index.js';
import { DEVNET_MNEMONIC } from '../../devnet/index.js';
import { createProject } from '../db/projects.js';
import { createSessionTokens } from '../siwx/sessionToken.js';
import { SIWX_DEFAULTS } from '../siwx/siwxDefaults.js';
import type { SessionView } from '../siwx/toSessionView.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { deployOwnedAccounts, type OwnedAccounts } from '../testing/ownedAccounts.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';
import { startTestDevnet, type TestDevnet } from '../testing/testDevnet.js';

const ALICE = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const MALLORY = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 });
const OWNER = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
const SECRET = 'siwx-test-secret-of-at-least-32-characters';
const PROJECT = 'latch-local';
const PAGE = { domain: 'localhost:5173', uri: 'http://localhost:5173/app' } as const;
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The service's clock: real time moved by `offsetMs`, so tokens, nonces and messages can be aged. */
const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };

let test: TestDatabase;
let devnet: TestDevnet;
let accounts: OwnedAccounts;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  [test, devnet] = await Promise.all([openTestDatabase('pglite', { localProject: true }), startTestDevnet()]);
  accounts = await deployOwnedAccounts(devnet.chain);
  app = await buildTestApi(test, { chains: [devnet.chain], secret: SECRET, siwx: { clock } });
  // A real loopback server: the requests below go through HTTP as a browser's would.
  base = await app.listen({ host: '127.0.0.1', port: 0 });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
  await test?.cleanup();
}, HOOK_TIMEOUT_MS);
beforeEach(() => {
  clock.offsetMs = 0;
});

interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

const call = async <T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
};

const newNonce = async (): Promise<string> => {
  const answer = await call<{ nonce: string; expiresAt: string }>(
    'POST',
    `/v1/siwx/nonces?projectId=${PROJECT}`,
  );
  expect(answer.status).toBe(201);
  return answer.body.nonce;
};

const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

const messageFor = (address: string, nonce: string, fields: Partial<SiwxMessageData> = {}): string =>
  buildSiwxMessage({
    ...PAGE,
    accountAddress: address,
    statement: 'Sign in to the Latch demo.',
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: iso(),
    ...fields,
  })
    ._unsafeUnwrap()
    .toString();

const signedBy = async (signer: LocalAccount, fields: Partial<SiwxMessageData> = {}, address?: Address) => {
  const message = messageFor(address ?? signer.address, await newNonce(), fields);
  return { message, signature: await signer.signMessage({ message }) };
};

const authenticate = (body: object) =>
  call<{ token: string; session: SessionView }>('POST', `/v1/siwx/sessions?projectId=${PROJECT}`, { body });

const count = async (table: 'siwx_sessions' | 'siwx_nonces'): Promise<number> =>
  Number((await test.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

/** Sends a sign-in that must be refused with this status and field, storing no session and using no nonce. */
const expectRefused = async (body: object, status: number, field: string) => {
  const [sessions, nonces] = [await count('siwx_sessions'), await count('siwx_nonces')];
  const answer = await authenticate(body);
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status,
    body: { status: 'FAILED', reasons: [{ field }] },
  });
  expect(await count('siwx_sessions')).toBe(sessions);
  expect(await count('siwx_nonces')).toBe(nonces);
  return answer.body as unknown as { reasons: { description: string }[] };
};

const signIn = async (signer: LocalAccount = ALICE) => {
  const answer = await authenticate(await signedBy(signer));
  expect(answer.status).toBe(201);
  return answer.body;
};

describe('sign-in verifier (loopback server, PGlite, devnet 31337)', () => {
  it('signs an EOA in: nonce, signed message, session token; reads the session; signs out', async () => {
    const body = await signedBy(ALICE);
    const answer = await authenticate(body);
    expect(answer.status).toBe(201);
    const { token, session } = answer.body;
    expect(session).toMatchObject({
      status: 'active',
      chainId: 'eip155:31337',
      address: ALICE.address,
      message: body.message,
      signature: body.signature,
      data: { domain: PAGE.domain, uri: PAGE.uri, accountAddress: ALICE.address, chainId: 'eip155:31337' },
      revokedAt: null,
    });
    const lifetime = Date.parse(session.expiresAt) - Date.parse(session.createdAt);
    expect(lifetime).toBe(SIWX_DEFAULTS.sessionTtlMs);
    expect((await call('GET', `/v1/siwx/session?projectId=${PROJECT}`, { token })).body).toEqual(session);
    expect((await call<SessionView>('GET', `/v1/sessions/${session.id}`)).body).toEqual(session);

    expect((await call('DELETE', '/v1/siwx/session', { token })).status).toBe(204);
    expect((await call('GET', '/v1/siwx/session', { token })).status).toBe(401);
    expect((await call<SessionView>('GET', `/v1/sessions/${session.id}`)).body.status).toBe('revoked');
  });

  it('signs a Solana ed25519 key in (base58 key and signature over the UTF-8 text)', async () => {
    const secretKey = ed25519.utils.randomPrivateKey();
    const publicKey = base58.encode(ed25519.getPublicKey(secretKey));
    const message = messageFor(publicKey, await newNonce(), { chainId: SOLANA_CHAIN, statement: 'Grüße ✓' });
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey));
    const answer = await authenticate({ message, signature });
    expect(answer.status).toBe(201);
    expect(answer.body.session).toMatchObject({
      status: 'active',
      chainId: SOLANA_CHAIN,
      address: publicKey,
    });
    expect((await call('GET', '/v1/siwx/session', { token: answer.body.token })).status).toBe(200);

    const other = ed25519.utils.randomPrivateKey();
    const forged = messageFor(publicKey, await newNonce(), { chainId: SOLANA_CHAIN });
    const byOther = base58.encode(ed25519.sign(new TextEncoder().encode(forged), other));
    await expectRefused({ message: forged, signature: byOther }, 401, 'signature');
    await expectRefused({ message: forged, signature: base58.encode(new Uint8Array(10)) }, 400, 'signature');
  });

  it('signs in contract accounts: ERC-1271 deployed, ERC-6492 counterfactual', async () => {
    const deployed = await accounts.deploy(OWNER.address, keccak256(toHex('siwx:1271')));
    expect((await authenticate(await signedBy(OWNER, {}, deployed))).status).toBe(201);

    const salt = keccak256(toHex('siwx:6492'));
    const counterfactual = await accounts.addressOf(OWNER.address, salt);
    const body = await signedBy(OWNER, {}, counterfactual);
    const wrapped = serializeErc6492Signature({
      address: accounts.factory,
      data: accounts.deployData(OWNER.address, salt),
      signature: body.signature,
    });
    expect((await authenticate({ ...body, signature: wrapped })).status).toBe(201);
  });

  describe('refuses, storing nothing', () => {
    it('a replayed nonce, and two racing requests with one nonce make one session', async () => {
      const body = await signedBy(ALICE);
      expect((await authenticate(body)).status).toBe(201);
      await expectRefused(body, 401, 'nonce');
      const again = messageFor(MALLORY.address, body.message.match(/Nonce: (\w+)/)?.[1] ?? '');
      await expectRefused(
        { message: again, signature: await MALLORY.signMessage({ message: again }) },
        401,
        'nonce',
      );

      const racing = await signedBy(ALICE);
      const before = await count('siwx_sessions');
      const answers = await Promise.all([authenticate(racing), authenticate(racing)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 401]);
      expect(await count('siwx_sessions')).toBe(before + 1);
    });

    it('a nonce never issued, or issued for another project', async () => {
      const message = messageFor(ALICE.address, 'madeUpNonce123');
      await expectRefused({ message, signature: await ALICE.signMessage({ message }) }, 401, 'nonce');
      await createProject(test.database.pool, {
        id: 'siwx-other',
        name: 'Another project',
        allowedOrigins: ['http://localhost:*'],
      });
      const issued = await call<{ nonce: string }>('POST', '/v1/siwx/nonces?projectId=siwx-other');
      expect(issued.status).toBe(201);
      const elsewhere = messageFor(ALICE.address, issued.body.nonce);
      await expectRefused(
        { message: elsewhere, signature: await ALICE.signMessage({ message: elsewhere }) },
        401,
        'nonce',
      );
    });

    it('a signature by another key; the nonce stays usable by its owner', async () => {
      const nonce = await newNonce();
      const message = messageFor(ALICE.address, nonce);
      const failure = await expectRefused(
        { message, signature: await MALLORY.signMessage({ message }) },
        401,
        'signature',
      );
      expect(failure.reasons[0]?.description).toBe('Invalid signature');
      expect((await authenticate({ message, signature: await ALICE.signMessage({ message }) })).status).toBe(
        201,
      );
    });

    it('another domain or URI than the project allows, or a domain that is not the URI’s host', async () => {
      await expectRefused(
        await signedBy(ALICE, { domain: 'evil.example', uri: 'https://evil.example/' }),
        403,
        'uri',
      );
      await expectRefused(await signedBy(ALICE, { uri: 'https://localhost:5173/' }), 403, 'uri');
      await expectRefused(await signedBy(ALICE, { uri: 'ftp://localhost:5173/' }), 403, 'uri');
      await expectRefused(await signedBy(ALICE, { domain: 'evil.example' }), 403, 'domain');
      await expectRefused(await signedBy(ALICE, { domain: 'localhost:5174' }), 403, 'domain');
    });

    it('an expired or not-yet-valid message, with a few seconds of skew tolerated', async () => {
      const skew = SIWX_DEFAULTS.skewMs;
      const expired = await expectRefused(
        await signedBy(ALICE, { expirationTime: iso(-skew - 1000) }),
        401,
        'message',
      );
      expect(expired.reasons[0]?.description).toBe('The sign-in message has expired');
      const early = await expectRefused(
        await signedBy(ALICE, { notBefore: iso(skew + 60_000) }),
        401,
        'message',
      );
      expect(early.reasons[0]?.description).toBe('The sign-in message is not valid yet');
      await expectRefused(await signedBy(ALICE, { issuedAt: iso(skew + 60_000) }), 401, 'message');
      // A signer whose clock runs two seconds ahead is still let in.
      expect(
        (await authenticate(await signedBy(ALICE, { issuedAt: iso(2_000), notBefore: iso(2_000) }))).status,
      ).toBe(201);
    });

    it('an expired nonce', async () => {
      const body = await signedBy(ALICE);
      clock.offsetMs = SIWX_DEFAULTS.nonceTtlMs + 1_000;
      await expectRefused(body, 401, 'nonce');
    });

    it('a tampered or malformed message', async () => {
      const body = await signedBy(ALICE);
      const tampered = body.message.replace('Sign in to the Latch demo.', 'Sign in to the Latch demo!');
      await expectRefused({ ...body, message: tampered }, 401, 'signature');
      await expectRefused({ ...body, message: `${body.message}\n` }, 400, 'message');
      await expectRefused({ ...body, message: body.message.replaceAll('\n', '\r\n') }, 400, 'message');
      await expectRefused(
        { ...body, message: body.message.replace('Version: 1', 'Version: 2') },
        400,
        'message',
      );
      await expectRefused({ ...body, message: `${body.message}\u0000` }, 400, 'message');
      await expectRefused({ ...body, message: 'x'.repeat(8193) }, 400, 'message');
      await expectRefused({ ...body, signature: `0x${'ab'.repeat(4097)}` }, 400, 'signature');
      await expectRefused({ ...body, signature: 'not hex' }, 400, 'signature');
      expect((await authenticate(body)).status).toBe(201);
    });
  });

  describe('sessions', () => {
    it('a session revoked through SPEC §7 (the account signs its id) no longer authenticates', async () => {
      const { token, session } = await signIn();
      const revoke = (body: object) =>
        call<SessionView>('POST', `/v1/sessions/${session.id}/revoke`, { body });
      expect(
        (await revoke({ pci: session.id, signature: await MALLORY.signMessage({ message: session.id }) }))
          .status,
      ).toBe(401);
      expect((await revoke({ pci: 'another-id', signature: '0x00' })).status).toBe(400);
      expect((await call('GET', '/v1/siwx/session', { token })).status).toBe(200);

      const revoked = await revoke({
        pci: session.id,
        signature: await ALICE.signMessage({ message: session.id }),
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toMatchObject({
        id: session.id,
        status: 'revoked',
        revokedAt: expect.any(String),
      });
      expect((await call('GET', '/v1/siwx/session', { token })).status).toBe(401);
      expect((await call('DELETE', '/v1/siwx/session', { token })).status).toBe(401);
    });

    it('refuses a forged, tampered, unsigned or expired session token', async () => {
      const { token, session } = await signIn();
      const forged = await createSessionTokens('another-secret-of-at-least-32-characters').issue(
        {
          sessionId: session.id,
          projectId: PROJECT,
          account: `eip155:31337:${ALICE.address}`,
          expiresAt: Date.now() + 60_000,
        },
        Date.now(),
      );
      const [header = '', payload = '', signature = ''] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const otherPayload = Buffer.from(
        JSON.stringify({ ...claims, sub: `eip155:31337:${MALLORY.address}` }),
      ).toString('base64url');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      for (const bad of [
        forged,
        `${header}.${otherPayload}.${signature}`,
        `${none}.${payload}.`,
        `${token}x`,
        'garbage',
      ]) {
        expect((await call('GET', '/v1/siwx/session', { token: bad })).status).toBe(401);
      }
      expect((await call('GET', '/v1/siwx/session')).status).toBe(401);
      expect((await call('GET', '/v1/siwx/session?projectId=another-project', { token })).status).toBe(403);

      clock.offsetMs = SIWX_DEFAULTS.sessionTtlMs + 1_000;
      expect((await call('GET', '/v1/siwx/session', { token })).status).toBe(401);
      expect((await call<SessionView>('GET', `/v1/sessions/${session.id}`)).body.status).toBe('expired');
    });

    it('ends a session at the message’s Expiration Time when that comes before the session lifetime', async () => {
      const expirationTime = iso(60_000);
      const answer = await authenticate(await signedBy(ALICE, { expirationTime }));
      expect(answer.body.session.expiresAt).toBe(expirationTime);
      clock.offsetMs = 61_000 + SIWX_DEFAULTS.skewMs;
      expect((await call('GET', '/v1/siwx/session', { token: answer.body.token })).status).toBe(401);
    });

    it('answers 404 for an unknown session id and 400 for a malformed one', async () => {
      expect((await call('GET', '/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await call('GET', '/v1/sessions/not-an-id')).status).toBe(400);
    });
  });
});
