import { NATIVE_TOKEN_ADDRESS } from '../../devnet/index.js';
import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

/**
 * Swap quote latency on a real devnet and PGlite: a direct pool (USDC → DAI, one getAmountsOut call)
 * and a two-hop route (ETH → WETH → USDC → DAI); every request reads the router (quotes are not cached).
 */
export function benchSwapQuotes(durationSeconds = 10): Promise<RouteFigures[]> {
  return withBenchDevnet('swap', (chain, dataDir) => {
    const user = chain.accounts[1];
    if (!user) throw new Error('devnet did not seed');
    return withBenchApi(dataDir, [chain], async (api) => {
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
        await measureRoute('swap quote, direct pool (USDC → DAI)', {
          url: direct,
          duration: durationSeconds,
        }),
        await measureRoute('swap quote, two hops (ETH → USDC → DAI)', {
          url: twoHops,
          duration: durationSeconds,
        }),
        await measureRoute('swap gas-price', {
          url: `${api.url}/v1/convert/gas-price?projectId=latch-local&chainId=eip155:31337`,
          duration: durationSeconds,
        }),
      ];
    });
  });
}
