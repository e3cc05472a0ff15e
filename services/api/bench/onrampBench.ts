import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

/** Loads `url` for `durationSeconds`: GET, or POST of `body` as JSON. */
const measure = (name: string, url: string, durationSeconds: number, body?: Record<string, unknown>) =>
  measureRoute(name, {
    url,
    duration: durationSeconds,
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/**
 * On-ramp latency on a real devnet and PGlite (sandbox provider): options, a quote (every request reads
 * the pools' prices and the gas price: quotes are not cached) and the buy-widget URL.
 */
export function benchOnrampRoutes(durationSeconds = 10): Promise<RouteFigures[]> {
  return withBenchDevnet('onramp', (chain, dataDir) => {
    const user = chain.accounts[1];
    if (!user) throw new Error('devnet did not seed');
    return withBenchApi(dataDir, [chain], async (api) => {
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
    });
  });
}
