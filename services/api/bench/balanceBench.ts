import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { loadOwnArtifact } from '../../devnet/artifacts.js';
import { freePort } from '../../devnet/freePort.js';
import {
  DEVNET_MNEMONIC,
  type DevnetChain,
  type DevnetExtraToken,
  startDevnet,
  viemChain,
} from '../../devnet/index.js';
import { startApi } from '../startApi.js';

export interface RouteFigures {
  readonly name: string;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  readonly errors: number;
}

/** Six more ERC-20s so a balance answer carries 10 tokens (native + USDC, DAI, WETH + these). */
async function deployExtraTokens(chain: DevnetChain, holder: `0x${string}`): Promise<DevnetExtraToken[]> {
  const artifact = await loadOwnArtifact('MintableERC20');
  if (artifact.isErr()) throw artifact.error;
  const { abi, bytecode } = artifact.value;
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 });
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({ account, chain: viemChain(chain), transport });
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const tokens: DevnetExtraToken[] = [];
  for (let index = 1; index <= 6; index++) {
    const symbol = `BNCH${index}`;
    const hash = await wallet.deployContract({
      abi,
      bytecode,
      args: [`Bench ${index}`, symbol, 18, account.address],
    });
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error(`deploying ${symbol} failed`);
    const mint = await wallet.writeContract({
      address: contractAddress,
      abi,
      functionName: 'mint',
      args: [holder, 10n ** 21n * BigInt(index)],
    });
    await reader.waitForTransactionReceipt({ hash: mint });
    tokens.push({ symbol, name: `Bench ${index}`, decimals: 18, address: contractAddress, pricedAs: 'DAI' });
  }
  return tokens;
}

async function measure(name: string, url: string, durationSeconds: number): Promise<RouteFigures> {
  const result = await autocannon({ url, connections: 10, duration: durationSeconds });
  return {
    name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/**
 * The balance route on a real devnet and PGlite, with 10 tokens: served from the 10 s server cache, and
 * with `forceUpdate` naming every token (one Multicall3 read per request).
 */
export async function benchBalanceRoute(durationSeconds = 10): Promise<RouteFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-'));
  const devnet = await startDevnet({
    dataDir,
    chains: [{ chainId: 31337, port: await freePort(), name: 'Bench' }],
  });
  try {
    const seeded = devnet.manifest.chains[0];
    const holder = seeded?.accounts[1];
    if (!seeded || !holder) throw new Error('devnet did not seed');
    const chain: DevnetChain = { ...seeded, extraTokens: await deployExtraTokens(seeded, holder) };
    const api = await startApi({
      port: 0,
      dataDir,
      chains: [chain],
      logLevel: 'silent',
      rateLimits: {
        perIp: { max: 10_000_000, windowMs: 60_000 },
        perProject: { max: 10_000_000, windowMs: 60_000 },
      },
    });
    try {
      const base = `${api.url}/v1/account/${holder}/balance?projectId=latch-local&chainId=eip155:31337&currency=usd`;
      const check = (await (await fetch(base)).json()) as { balances: unknown[] };
      if (check.balances.length !== 10) throw new Error(`expected 10 balances, got ${check.balances.length}`);
      const all = [
        '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ...Object.values(chain.tokens).map((t) => t.address),
      ]
        .concat((chain.extraTokens ?? []).map((t) => t.address))
        .map((address) => `eip155:31337:${address}`)
        .join(',');
      return [
        await measure('balance, 10 tokens, cached', base, durationSeconds),
        await measure(
          'balance, 10 tokens, forceUpdate (chain read)',
          `${base}&forceUpdate=${all}`,
          durationSeconds,
        ),
        await measure(
          'supported-chains',
          `${api.url}/v1/supported-chains?projectId=latch-local`,
          durationSeconds,
        ),
      ];
    } finally {
      await api.close();
    }
  } finally {
    await devnet.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
