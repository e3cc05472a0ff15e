import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../devnet/freePort.js';
import { startDevnet } from '../../devnet/index.js';
import { startApi } from '../startApi.js';
import type { RouteFigures } from './balanceBench.js';

const CONNECTIONS = 10;

async function measure(
  name: string,
  url: string,
  durationSeconds: number,
  body?: Record<string, unknown>,
): Promise<RouteFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return {
    name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/**
 * On-ramp latency on a real devnet and PGlite (sandbox provider): options, a quote (every request reads
 * the pools' prices and the gas price: quotes are not cached) and the buy-widget URL.
 */
export async function benchOnrampRoutes(durationSeconds = 10): Promise<RouteFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-onramp-'));
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
      const network = `devnet-${chain.chainId}`;
      const quoteUrl = `${api.url}/v1/onramp/quote?projectId=latch-local`;
      const usdcByCard = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network };
      const ethByBank = {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'EUR',
        amount: '1000',
        network,
        paymentMethod: 'ach_bank_account',
      };
      const check = await fetch(quoteUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(usdcByCard),
      });
      if (check.status !== 200) throw new Error(`quote failed: ${check.status} ${await check.text()}`);
      return [
        await measure(
          'onramp options',
          `${api.url}/v1/onramp/options?projectId=latch-local`,
          durationSeconds,
        ),
        await measure('onramp quote, USDC by card (USD)', quoteUrl, durationSeconds, usdcByCard),
        await measure('onramp quote, ETH by bank (EUR)', quoteUrl, durationSeconds, ethByBank),
        await measure(
          'onramp url (sandbox checkout)',
          `${api.url}/v1/generators/onrampurl?projectId=latch-local`,
          durationSeconds,
          {
            destinationWallets: [{ address: user, blockchains: [network], assets: ['USDC'] }],
            partnerUserId: 'bench',
          },
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
