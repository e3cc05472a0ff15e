import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataServiceClient } from '../../adapters/data-service/createDataServiceClient.js';
import { processTree, readProcessTable } from '../../tooling/footprint/processTree.js';
import { readManifest } from '../devnet/index.js';
import { proofHeaders } from '../embedded-wallet/testing/walletServiceHarness.js';
import { devRpKeyPath, RP_KEY_HEADER } from '../farcaster-relay/authKey.js';
import { isPortFree } from './portFree.js';
import type { StackPort } from './ports.js';
import { freeStackPorts, STACK_PORT_VARIABLES, type StackPortNumbers } from './stackPorts.js';

/** The sandbox wallet's server once up (about 170 MiB); with vite loaded in it, it stayed at about 660 MiB. */
const WALLET_SERVER_MAX_RSS = 320 * 1024 * 1024;

let child: ChildProcess;
let output = '';
let dataDir: string;
/** Every port of the stack on a free one (none left on its default, which a developer's `npm start` may hold). */
let ports: StackPortNumbers;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-stack-'));
  ports = await freeStackPorts();
  child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      LATCH_DATA_DIR: dataDir,
      ...Object.fromEntries(
        (Object.keys(STACK_PORT_VARIABLES) as StackPort[]).map((name) => [
          STACK_PORT_VARIABLES[name],
          String(ports[name]),
        ]),
      ),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The first start of a fresh machine builds PGlite's data folder and every service: minutes when busy.
  const deadline = Date.now() + 290_000;
  while (!output.includes('The local stack is up') && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!output.includes('The local stack is up')) throw new Error(`stack not up in time:\n${output}`);
}, 300_000);

afterAll(async () => {
  // Stopped as a developer stops it (Ctrl-C) when a test did not: a SIGKILL would leave its children running.
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

/** A call to the stack's wallet service as its frame makes it: the host page's origin and the frame key's proof. */
const framedCall = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const url = `${path}?projectId=latch-local`;
  const text = body === undefined ? '' : JSON.stringify(body);
  const hostOrigin = 'http://localhost:5173';
  return fetch(`http://127.0.0.1:${ports.walletService}${url}`, {
    method,
    headers: {
      'x-latch-host-origin': hostOrigin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(await proofHeaders({ method, url, hostOrigin, body: text }, { now: Date.now() })),
    },
    ...(body === undefined ? {} : { body: text }),
  });
};

describe('npm start: the local stack', () => {
  it('prints the URLs of the devnet chains and the data service', () => {
    expect(output).toContain(`http://127.0.0.1:${ports.devnetL1} (chain 31337)`);
    expect(output).toContain(`http://127.0.0.1:${ports.devnetL2} (chain 31338)`);
    expect(output).toContain(`http://127.0.0.1:${ports.api} (data service, project latch-local)`);
    expect(output).toContain(`ws://127.0.0.1:${ports.relay} (WalletConnect relay)`);
    expect(output).toContain(`http://127.0.0.1:${ports.wallet}/?relay=ws%3A%2F%2F127.0.0.1%3A${ports.relay}`);
    expect(output).toContain('(sandbox wallet)');
    expect(output).toContain(
      `http://127.0.0.1:${ports.demo} (demo; ?sandbox=1 injects the sandbox wallet, lists the Solana devnet)`,
    );
    expect(output).toContain(`http://127.0.0.1:${ports.walletService} (embedded-wallet service)`);
    expect(output).toContain(
      `http://127.0.0.1:${ports.mailbox} (dev mailbox: login codes; JSON at /messages?to=)`,
    );
    expect(output).toContain(`http://127.0.0.1:${ports.devIdp} (dev identity provider of social login`);
    expect(output).toContain(`http://127.0.0.1:${ports.farcasterRelay} (Sign In With Farcaster relay)`);
  });

  it('offers every social provider, all signing in at the dev identity provider', async () => {
    const providers = await framedCall('GET', '/v1/social/providers');
    expect(await providers.json()).toEqual({
      providers: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
    });
    const started = await framedCall('POST', '/v1/social/start', {
      provider: 'discord',
      binding: 'b'.repeat(32),
    });
    const { uri: launch } = (await started.json()) as { uri: string };
    expect(launch.startsWith(`http://127.0.0.1:${ports.walletService}/social/launch?login=`)).toBe(true);
    // The popup's first page sets the launching browser's cookie and sends it on to the provider.
    const launched = await fetch(launch, { redirect: 'manual' });
    expect(launched.headers.getSetCookie()[0]).toMatch(/^latch_social_login=/);
    const uri = launched.headers.get('location') ?? '';
    expect(uri.startsWith(`http://127.0.0.1:${ports.devIdp}/auth?`)).toBe(true);
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(
      `http://127.0.0.1:${ports.walletService}/social/callback`,
    );
  });

  it('opens a Farcaster channel for the demo origin and reads custody from the devnet registry', async () => {
    const relay = `http://127.0.0.1:${ports.farcasterRelay}`;
    const open = (headers: Record<string, string>) =>
      fetch(`${relay}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${ports.demo}`, ...headers },
        body: JSON.stringify({
          siweUri: `http://127.0.0.1:${ports.demo}/`,
          domain: `127.0.0.1:${ports.demo}`,
        }),
      });
    // Only the relying party (the wallet service, with the stack's development key) opens channels.
    expect((await open({})).status).toBe(401);
    const rpKey = (await readFile(devRpKeyPath(dataDir), 'utf8')).trim();
    const created = await open({ [RP_KEY_HEADER]: rpKey });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(`http://127.0.0.1:${ports.demo}`);
    const { channelToken } = (await created.json()) as { channelToken: string };
    const status = await fetch(`${relay}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    expect(status.status).toBe(202);
    expect(output).toMatch(/farcaster-relay: listening on .*ID registry 0x[0-9a-fA-F]{40} on chain 31338/);
  });

  it('logs in by e-mail through the stack: the code reaches the dev mailbox and the console', async () => {
    const post = (path: string, body: unknown) => framedCall('POST', path, body);
    expect(await (await post('/v1/email/start', { email: 'stack@example.com' })).json()).toEqual({
      action: 'VERIFY_OTP',
    });
    const mail = (await (
      await fetch(`http://127.0.0.1:${ports.mailbox}/messages?to=stack@example.com`)
    ).json()) as { code: string }[];
    const code = mail[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    for (let waited = 0; !output.includes(`(code ${code})`) && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain(`(code ${code})`);
    const verified = await post('/v1/email/verify', { email: 'stack@example.com', otp: code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ user: { chainId: 31337, email: 'stack@example.com' } });
  });

  it("points the demo and the sandbox wallet at the data service's proxy, which serves their origin", async () => {
    const proxy = (chainId: number) =>
      `http://127.0.0.1:${ports.api}/v1?chainId=eip155%3A${chainId}&projectId=latch-local`;
    const demo = await (await fetch(`http://127.0.0.1:${ports.demo}/demo-config.json`)).json();
    expect(demo.chains.map((chain: { rpcUrl: string }) => chain.rpcUrl)).toEqual([
      proxy(31337),
      proxy(31338),
    ]);
    const walletLine = output.split('\n').find((line) => line.includes('(sandbox wallet)')) ?? '';
    const walletUrl = new URL(/http:\/\/\S+/.exec(walletLine)?.[0] ?? '');
    expect(walletUrl.searchParams.get('rpc.31337')).toBe(proxy(31337));
    expect(walletUrl.searchParams.get('rpc.31338')).toBe(proxy(31338));
    const origin = `http://127.0.0.1:${ports.demo}`;
    // What a wallet sends after signing locally passes the proxy; anvil itself answers no browser.
    const call = (url: string, method: string, params: unknown[]) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
    const viaProxy = await call(proxy(31337), 'eth_chainId', []);
    expect(viaProxy.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await viaProxy.json()).result).toBe('0x7a69');
    const raw = await call(proxy(31337), 'eth_sendRawTransaction', ['0x00']);
    expect((await raw.json()).error.message).not.toContain('not available through the proxy');
    const direct = await call(`http://127.0.0.1:${ports.devnetL1}`, 'eth_chainId', []);
    expect(direct.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the sandbox wallet page from a process that holds no page builder (it built in a child that exited)', async () => {
    const tree = processTree(await readProcessTable(), child.pid ?? -1);
    const wallet = tree.filter((row) => row.command.includes('apps/wallet/main.ts'));
    expect(wallet).toHaveLength(1);
    // The builder in-process kept it at ~660 MiB; the server alone is ~170 MiB.
    expect(wallet[0]?.rssBytes).toBeLessThan(WALLET_SERVER_MAX_RSS);
    expect(tree.some((row) => row.command.includes('apps/wallet/build.ts'))).toBe(false);
  });

  it('serves real devnet balances to the data-service client adapter', async () => {
    const manifest = await readManifest(dataDir);
    const chain = manifest?.chains.find((c) => c.chainId === 31337);
    if (!chain) throw new Error('no devnet manifest');
    const client = createDataServiceClient({
      baseUrl: `http://127.0.0.1:${ports.api}`,
      projectId: 'latch-local',
      sdkType: 'latch',
      sdkVersion: 'test',
    });
    const supported = await client.chains.getSupportedChains();
    expect(supported.http).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:31338']));
    const account = chain.accounts[1];
    if (!account) throw new Error('no test account');
    const { balances } = await client.balance.getBalance({
      address: account,
      chainId: 'eip155:31337',
      currency: 'usd',
    });
    const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b]));
    expect(bySymbol.USDC?.quantity).toEqual({ decimals: '6', numeric: '10000' });
    expect(bySymbol.DAI?.quantity.numeric).toBe('10000');
    expect(bySymbol.WETH?.quantity.numeric).toBe('10');
    expect(bySymbol.ETH?.quantity.numeric).toBe('10000');
    expect(bySymbol.USDC?.price).toBe(1);
    expect(bySymbol.WETH?.price).toBeGreaterThan(2900);
    await expect(
      client.balance.getBalance({ address: 'not-an-address', chainId: 'eip155:31337', currency: 'usd' }),
    ).rejects.toMatchObject({ kind: 'HttpFailure', status: 400 });
  });

  it('stops every child on Ctrl-C and frees the ports', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const port of Object.values(ports)) expect(await isPortFree(port, '127.0.0.1')).toBe(true);
  }, 30_000);
});
