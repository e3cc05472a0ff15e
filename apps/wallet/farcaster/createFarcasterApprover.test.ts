import type { Server } from 'node:http';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestRelay,
  TEST_AUTH_KEY,
  type TestRelay,
} from '../../../services/farcaster-relay/testing/testRelay.js';
import { createFrontServer } from '../../../services/http-front/createFrontServer.js';
import { createFarcasterApprover } from './createFarcasterApprover.js';

const alice = privateKeyToAccount(generatePrivateKey());
let relay: TestRelay;
let server: Server;
let base: string;

beforeAll(async () => {
  relay = await buildTestRelay({ clock: { now: () => Date.now(), advance: () => {} } });
  const relayUrl = await relay.app.listen({ port: 0, host: '127.0.0.1' });
  const approver = createFarcasterApprover({
    relayUrl,
    config: async () => ({
      authKey: TEST_AUTH_KEY,
      users: [{ fid: 1001, username: 'alice', displayName: 'Alice', custody: alice.address, account: alice }],
    }),
  });
  server = createFrontServer(async (request, response, target) => {
    if (!(await approver(request, response, target))) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await relay?.app.close();
});

const openChannel = () =>
  relay.open({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173', nonce: 'abcdef123456' });
const approve = (channelToken: string, origin: string | undefined, fid = '1001') =>
  fetch(`${base}/farcaster/approve`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === undefined ? {} : { origin }),
    },
    body: new URLSearchParams({ channelToken, fid }).toString(),
  });

describe('the sandbox Farcaster approver', () => {
  it('shows the request of a connect URI: the site, and the test ids to sign in as', async () => {
    const { url, channelToken } = await openChannel();
    const byToken = await fetch(`${base}/farcaster?channelToken=${channelToken}`);
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await byToken.text();
    expect(page).toContain('<dd data-field="domain">127.0.0.1:5173</dd>');
    expect(page).toContain('@alice · Alice · fid 1001');
    expect(page).not.toContain(TEST_AUTH_KEY);
    const pasted = await fetch(`${base}/farcaster?uri=${encodeURIComponent(url)}`);
    expect(await pasted.text()).toContain('abcdef123456');
    expect((await fetch(`${base}/farcaster?uri=https%3A%2F%2Fexample.com%2F`)).status).toBe(400);
  });

  it("approves: signs the SIWF message with the fid's custody key and completes the channel with the auth key", async () => {
    const { channelToken } = await openChannel();
    const answered = await approve(channelToken, base);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('Approved: signed in to 127.0.0.1:5173 as @alice');
    const status = await relay.status(channelToken);
    expect(status.statusCode).toBe(200);
    const completed = status.json();
    expect(completed).toMatchObject({ state: 'completed', fid: 1001, username: 'alice' });
    const message = parseSiweMessage(completed.message);
    expect(message).toMatchObject({
      address: alice.address,
      domain: '127.0.0.1:5173',
      nonce: 'abcdef123456',
      chainId: 10,
      statement: 'Farcaster Auth',
      resources: ['farcaster://fid/1001'],
    });
    expect(await alice.signMessage({ message: completed.message })).toBe(completed.signature);
  });

  it('takes approvals from its own page only, for a known id and a pending channel', async () => {
    const { channelToken } = await openChannel();
    expect((await approve(channelToken, 'https://evil.example')).status).toBe(403);
    expect((await approve(channelToken, undefined)).status).toBe(403);
    expect((await approve(channelToken, base, '1002')).status).toBe(400);
    expect((await relay.status(channelToken)).statusCode).toBe(202);
    expect((await approve('not-a-token', base)).status).toBe(400);
    const rejected = await fetch(`${base}/farcaster/reject`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: `channelToken=${channelToken}`,
    });
    expect(await rejected.text()).toContain('Request rejected');
    expect((await relay.status(channelToken)).statusCode).toBe(202);
  });

  it('pressed twice — one after the other, or both at once — approves once and leaves the completion to the page', async () => {
    const { channelToken } = await openChannel();
    const [first, second] = await Promise.all([approve(channelToken, base), approve(channelToken, base)]);
    const third = await approve(channelToken, base);
    for (const answered of [first, second, third]) {
      expect(answered.status).toBe(200);
      expect(await answered.text()).toContain('Approved: signed in to 127.0.0.1:5173 as @alice');
    }
    const reopened = await fetch(`${base}/farcaster?channelToken=${channelToken}`);
    expect(await reopened.text()).toContain('already answered');
    // The page's poller (the wallet service) still reads the one completion.
    const status = await relay.status(channelToken);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ state: 'completed', fid: 1001 });
  });
});
