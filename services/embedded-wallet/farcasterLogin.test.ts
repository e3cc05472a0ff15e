import { randomBytes } from 'node:crypto';
import { createPublicClient, getAddress, http, type PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { buildTestRelay, TEST_RP_KEY, type TestRelay } from '../farcaster-relay/testing/testRelay.js';
import { createFarcasterRelayClient } from './farcaster/farcasterRelayClient.js';
import { generateProofKey } from './proof/signRequestProof.js';
import { FARCASTER_REFUSED, FARCASTER_STALE } from './routes/farcasterLogin.js';
import {
  call,
  HOST_ORIGIN,
  startTestWalletService,
  type TestWalletService,
} from './testing/testWalletService.js';

/** The custody keys of two registered fids, and a key that holds none. */
const alice = privateKeyToAccount(generatePrivateKey());
const bob = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const CUSTODY: Record<string, PrivateKeyAccount> = { '1001': alice, '1002': bob };
const ZERO = '0x0000000000000000000000000000000000000000';

const logLines: string[] = [];
let relay: TestRelay;
let relayUrl: string;
let service: TestWalletService;

beforeAll(async () => {
  relay = await buildTestRelay({ clock: new ManualClock(Date.now()) });
  relayUrl = await relay.app.listen({ port: 0, host: '127.0.0.1' });
  service = await startTestWalletService({
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
    farcaster: {
      relay: createFarcasterRelayClient(relayUrl, { rpKey: TEST_RP_KEY }),
      registry: {
        custodyOf: async (fid) => getAddress(CUSTODY[fid.toString()]?.address ?? ZERO),
        // EOA signatures are recovered locally: nothing listens here.
        client: createPublicClient({ transport: http('http://127.0.0.1:1') }),
      },
    },
  });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await service?.close();
  await relay?.app.close();
}, HOOK_TIMEOUT_MS);

const newBinding = () => randomBytes(24).toString('base64url');
const start = (binding: string) => call(service, 'POST', '/v1/farcaster/start', { body: { binding } });
const connect = (binding: string, hostOrigin?: string) =>
  call(service, 'POST', '/v1/farcaster/connect', {
    body: { binding },
    ...(hostOrigin === undefined ? {} : { hostOrigin }),
  });

/** What the approving app does: reads the channel's request, signs it with `signer` for `fid`, completes it. */
const approve = async (
  url: string,
  signer: PrivateKeyAccount,
  fid: number,
  changes: { nonce?: string; domain?: string } = {},
) => {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? '';
  const pending = (await relay.status(channelToken)).json();
  const message = createSiweMessage({
    address: signer.address,
    chainId: 10,
    domain: changes.domain ?? pending.signatureParams.domain,
    nonce: changes.nonce ?? pending.signatureParams.nonce,
    uri: pending.signatureParams.siweUri,
    version: '1',
    statement: 'Farcaster Auth',
    // The service's clock (frozen at its start): a real-time Issued At would drift into its future on a slow run.
    issuedAt: new Date(service.clock.now()),
    resources: [`farcaster://fid/${fid}`],
  });
  const done = await relay.authenticate(channelToken, {
    message,
    signature: await signer.signMessage({ message }),
    fid,
    username: fid === 1001 ? 'alice' : 'bob',
  });
  expect(done.statusCode).toBe(201);
};

const refused = (status: number, description: string) => ({
  status,
  body: { status: 'FAILED', reasons: [expect.objectContaining({ description })] },
});

describe('Sign In With Farcaster in the wallet service, over our relay', () => {
  it('offers farcaster last among the providers of the frame page', async () => {
    const page = await fetch(`${service.url}/sdk?projectId=wallet-test`);
    expect(await page.text()).toContain('"socialProviders":["farcaster"]');
  });

  it('opens a channel for the host page, waits for the approval, and opens the wallet of the fid', async () => {
    const binding = newBinding();
    const started = await start(binding);
    expect(started.status).toBe(200);
    const { url } = started.body as { url: string };
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[A-Za-z0-9_-]{22}$/);
    const channel = (await relay.status(new URL(url).searchParams.get('channelToken') ?? '')).json();
    expect(channel.signatureParams).toMatchObject({
      domain: new URL(HOST_ORIGIN).host,
      siweUri: HOST_ORIGIN,
      nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
    });

    expect(await connect(binding)).toMatchObject({ status: 202, body: { state: 'pending' } });
    await approve(url, alice, 1001);
    // The binding alone is not enough: another key than the frame's that began it finds nothing (issue 26).
    const otherKey = await generateProofKey();
    expect(
      await call(service, 'POST', '/v1/farcaster/connect', { body: { binding }, key: otherKey }),
    ).toMatchObject(refused(401, FARCASTER_STALE));
    const first = await connect(binding);
    expect(first).toMatchObject({
      status: 200,
      body: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
        user: { provider: 'farcaster', userName: 'alice', chainId: 31337 },
      },
    });
    const { user, token } = first.body as { user: { address: string }; token: string };
    // GET_USER reads the provider and the Farcaster user name back (reload stays connected).
    expect(await call(service, 'GET', '/v1/user', { token })).toMatchObject({
      status: 200,
      body: { provider: 'farcaster', userName: 'alice', address: user.address },
    });

    // Taken once: the same binding has nothing left.
    expect(await connect(binding)).toMatchObject(refused(401, FARCASTER_STALE));

    // The same fid again: the same wallet.
    const again = newBinding();
    const { url: second } = (await start(again)).body as { url: string };
    await approve(second, alice, 1001);
    expect((await connect(again)).body).toMatchObject({ user: { address: user.address } });

    // Nothing secret in the log: no channel token, no session token, no signature.
    const log = logLines.join('\n');
    expect(log).not.toContain(new URL(url).searchParams.get('channelToken'));
    expect(log).not.toContain(token);
  });

  it('refuses a signature from a key that is not the custody of the fid, and stores nothing', async () => {
    const binding = newBinding();
    const { url } = (await start(binding)).body as { url: string };
    await approve(url, stranger, 1002);
    expect(await connect(binding)).toMatchObject(refused(401, FARCASTER_REFUSED));
    const stored = await service.test.database.pool.query(
      "SELECT 1 FROM wallet_social_identities WHERE provider = 'farcaster' AND subject = '1002'",
    );
    expect(stored.rows).toEqual([]);
  });

  it('refuses a completion signed for another nonce or domain (a forged or replayed sign-in)', async () => {
    const binding = newBinding();
    const { url } = (await start(binding)).body as { url: string };
    await approve(url, bob, 1002, { nonce: 'otherNonce1234' });
    expect(await connect(binding)).toMatchObject(refused(401, FARCASTER_REFUSED));

    const other = newBinding();
    const { url: second } = (await start(other)).body as { url: string };
    await approve(second, bob, 1002, { domain: 'evil.example' });
    expect(await connect(other)).toMatchObject(refused(401, FARCASTER_REFUSED));
  });

  it('answers only the frame, project and host page that began the sign-in', async () => {
    const binding = newBinding();
    const { url } = (await start(binding)).body as { url: string };
    expect(await connect(newBinding())).toMatchObject(refused(401, FARCASTER_STALE));
    expect((await connect(binding, 'https://evil.example')).status).toBe(403);
    // Neither burnt it.
    await approve(url, bob, 1002);
    expect(await connect(binding)).toMatchObject({ status: 200, body: { user: { userName: 'bob' } } });
  });

  it('forgets a cancelled sign-in (the page left the view): an approval afterwards opens nothing', async () => {
    const binding = newBinding();
    const { url } = (await start(binding)).body as { url: string };
    const cancel = (hostOrigin?: string) =>
      call(service, 'POST', '/v1/farcaster/cancel', {
        body: { binding },
        ...(hostOrigin === undefined ? {} : { hostOrigin }),
      });
    expect((await cancel('https://evil.example')).status).toBe(403);
    expect(await cancel()).toMatchObject({ status: 200, body: { cancelled: true } });
    await approve(url, alice, 1001);
    expect(await connect(binding)).toMatchObject(refused(401, FARCASTER_STALE));
    expect(await cancel()).toMatchObject({ status: 200, body: { cancelled: false } });
  });

  it('refuses an expired channel', async () => {
    const binding = newBinding();
    await start(binding);
    relay.clock.advance(3_600_001);
    expect(await connect(binding)).toMatchObject(refused(401, FARCASTER_STALE));
  });

  it('refuses an unbounded or missing binding', async () => {
    expect((await start('short')).status).toBe(400);
    expect((await call(service, 'POST', '/v1/farcaster/connect', { body: {} })).status).toBe(400);
    expect((await start('x'.repeat(129))).status).toBe(400);
  });

  it('says so when the relay cannot be reached', async () => {
    const down = await startTestWalletService({
      logLevel: 'silent',
      farcaster: {
        relay: createFarcasterRelayClient('http://127.0.0.1:1', { timeoutMs: 2_000 }),
        registry: {
          custodyOf: async () => ZERO,
          client: createPublicClient({ transport: http('http://127.0.0.1:1') }),
        },
      },
    });
    try {
      expect(
        await call(down, 'POST', '/v1/farcaster/start', { body: { binding: newBinding() } }),
      ).toMatchObject(refused(503, 'Farcaster cannot be reached. Please try again in a moment'));
    } finally {
      await down.close();
    }
  });
});
