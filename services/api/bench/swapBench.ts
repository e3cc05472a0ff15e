import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../devnet/freePort.js';
import { NATIVE_TOKEN_ADDRESS, startDevnet } from '../../devnet/index.js';
import { startApi } from '../startApi.js';
import type { RouteFigures } from './balanceBench.js';

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
 * Swap quote latency on a real devnet and PGlite: a direct pool (USDC → DAI, one getAmountsOut call)
 * and a two-hop route (ETH → WETH → USDC → DAI); every request reads the router (quotes are not cached).
 */
export async function benchSwapQuotes(durationSeconds = 10): Promise<RouteFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-swap-'));
  const devnet = await startDevnet({
    dataDir,
    chains: [{ chainId: 31337, port: await freePort(), name: 'Bench' }],
  });
  try {
    const chain = devnet.manifest.chains[0];
    const user = chain?.accounts[1];
    if (!chain || !user) throw new Error('devnet did not seed');
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
      const caip = (address: string) => `eip155:31337:${address}`;
      const quote = (from: string, to: string, amount: string) =>
        `${api.url}/v1/convert/quotes?projectId=latch-local&amount=${amount}&from=${caip(from)}&to=${caip(to)}&userAddress=${caip(user)}`;
      const direct = quote(chain.tokens.USDC.address, chain.tokens.DAI.address, '1000000000');
      const twoHops = quote(NATIVE_TOKEN_ADDRESS, chain.tokens.DAI.address, '1000000000000000000');
      for (const url of [direct, twoHops]) {
        const check = await fetch(url);
        if (check.status !== 200) throw new Error(`quote failed: ${check.status} ${await check.text()}`);
      }
      return [
        await measure('swap quote, direct pool (USDC → DAI)', direct, durationSeconds),
        await measure('swap quote, two hops (ETH → USDC → DAI)', twoHops, durationSeconds),
        await measure(
          'swap gas-price',
          `${api.url}/v1/convert/gas-price?projectId=latch-local&chainId=eip155:31337`,
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
