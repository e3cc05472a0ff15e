import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, createPublicClient, createWalletClient, type PublicClient, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erc20Abi } from './abis.js';
import { checkPortFree } from './checkPortFree.js';
import { devnetAccounts } from './devnetAccounts.js';
import { devnetPaths } from './devnetPaths.js';
import { freePort } from './freePort.js';
import { type DevnetChain, MULTICALL3_ADDRESS } from './manifest.js';
import { readManifest } from './manifestFile.js';
import { patientTransport } from './patientTransport.js';
import { isProcessAlive } from './processAlive.js';
import { type Devnet, type DevnetChainOptions, startDevnet } from './startDevnet.js';
import { viemChain } from './viemChain.js';

const readerFor = (chain: DevnetChain): PublicClient =>
  createPublicClient({ chain: viemChain(chain), transport: patientTransport(chain.rpcUrl) });

describe('startDevnet', () => {
  let dataDir: string;
  let chains: DevnetChainOptions[];
  let devnet: Devnet | undefined;
  const logs: string[] = [];
  const timings: Record<string, number> = {};
  const { accounts } = devnetAccounts();

  const start = async (label: string) => {
    const began = performance.now();
    devnet = await startDevnet({ dataDir, chains, log: (message) => logs.push(message) });
    timings[label] = Math.round(performance.now() - began);
    return devnet;
  };
  const stop = async () => {
    await devnet?.stop();
    devnet = undefined;
  };
  const l1 = (): DevnetChain => {
    const chain = devnet?.manifest.chains[0];
    if (!chain) throw new Error('devnet is not running');
    return chain;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-devnet-'));
    chains = [
      { chainId: 31337, port: await freePort(), name: 'Latch Devnet' },
      { chainId: 31338, port: await freePort(), name: 'Latch Devnet L2' },
    ];
    await start('cold start + seed (2 chains)');
  });
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    console.info(`devnet timings (ms): ${JSON.stringify(timings)}`);
  });

  it('writes the manifest it returns, for both chains, with the same addresses on each', async () => {
    const manifest = devnet?.manifest;
    expect(await readManifest(dataDir)).toEqual(manifest);
    const [first, second] = manifest?.chains ?? [];
    expect(first).toMatchObject({ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Latch Devnet' });
    expect(second).toMatchObject({
      chainId: 31338,
      name: 'Latch Devnet L2',
      rpcUrl: `http://127.0.0.1:${chains[1]?.port}`,
    });
    expect(second?.tokens).toEqual(first?.tokens);
    expect(second?.uniswapV2).toEqual(first?.uniswapV2);
    expect(first?.accounts).toEqual(accounts.map((account) => account.address));
    expect(first?.treasury).toBe(accounts[9]?.address);
    expect(first?.multicall3).toBe(MULTICALL3_ADDRESS);
  });

  it('answers no browser origin: its accounts are unlocked (pages read the chains through the proxy)', async () => {
    const origin = 'http://127.0.0.1:5173';
    for (const chain of devnet?.manifest.chains ?? []) {
      const call = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
      });
      expect(call.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(chain.rpcUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(devnet?.manifest.chains).toHaveLength(2);
  });

  it('refuses to start on ports in use and stops the chains it had started', async () => {
    const busy = createServer();
    const freeOne = await freePort();
    const taken = await freePort();
    await new Promise<void>((resolve) => busy.listen({ host: '127.0.0.1', port: taken }, resolve));
    try {
      const attempt = startDevnet({
        dataDir: join(dataDir, 'other'),
        chains: [
          { chainId: 31337, port: freeOne, name: 'A' },
          { chainId: 31338, port: taken, name: 'B' },
        ],
      });
      await expect(attempt).rejects.toMatchObject({
        code: 'PORT_IN_USE',
        message: expect.stringContaining(`Port ${taken}`),
      });
      expect((await checkPortFree('127.0.0.1', freeOne)).isOk()).toBe(true);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
    // A second devnet on the running one's ports is refused the same way.
    await expect(startDevnet({ dataDir, chains })).rejects.toMatchObject({ code: 'PORT_IN_USE' });
  });

  const usdcOf = (chain: DevnetChain, owner: Address) =>
    readerFor(chain).readContract({
      address: chain.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  it('restarts from the persisted state without seeding again, keeping what happened since', async () => {
    const [sender, receiver] = accounts;
    if (!sender || !receiver) throw new Error('missing accounts');
    const chain = l1();
    const wallet = createWalletClient({
      account: sender,
      chain: viemChain(chain),
      transport: patientTransport(chain.rpcUrl),
    });
    const hash = await wallet.writeContract({
      address: chain.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('5', 6)],
    });
    expect((await readerFor(chain).waitForTransactionReceipt({ hash })).status).toBe('success');
    const pids = devnet?.anvils.map((anvil) => anvil.pid) ?? [];
    await stop();
    expect(pids.filter(isProcessAlive)).toEqual([]);

    logs.length = 0;
    const warm = await start('warm restart (2 chains)');
    expect([...logs].sort()).toEqual([
      'devnet: chain 31337 reused its seeded state',
      'devnet: chain 31338 reused its seeded state',
    ]);
    expect(await usdcOf(l1(), receiver.address)).toBe(parseUnits('10005', 6));
    expect(warm.manifest).toEqual(await readManifest(dataDir));
  });

  it('seeds again, to the recorded addresses, when the state was wiped but the manifest remains', async () => {
    const recorded = devnet?.manifest;
    await stop();
    await Promise.all(chains.map((chain) => rm(devnetPaths(dataDir).state(chain.chainId))));

    logs.length = 0;
    const reseeded = await start('re-seed after wiped state (2 chains)');
    expect(logs).toHaveLength(2);
    expect(logs.every((line) => /chain 3133[78] seeded in \d+ ms/.test(line))).toBe(true);
    expect(reseeded.manifest.chains.map((chain) => chain.tokens)).toEqual(
      recorded?.chains.map((chain) => chain.tokens),
    );
    expect(await usdcOf(l1(), accounts[1]?.address ?? '0x')).toBe(parseUnits('10000', 6));
  });

  it('stop() leaves no anvil process and frees the ports', async () => {
    const pids = devnet?.anvils.map((anvil) => anvil.pid) ?? [];
    expect(pids).toHaveLength(2);
    expect(pids.every(isProcessAlive)).toBe(true);
    await stop();
    expect(pids.filter(isProcessAlive)).toEqual([]);
    for (const chain of chains) expect((await checkPortFree('127.0.0.1', chain.port)).isOk()).toBe(true);
  });
});
