import type { DevnetChain } from '../../devnet/index.js';
import { type RunningApi, type StartApiOptions, startApi } from '../startApi.js';

/** Far above what a bench sends, so no request is rate limited. */
const UNLIMITED = { max: 10_000_000, windowMs: 60_000 };

/**
 * Runs `run` against the data service over `chains` (PGlite under `dataDir`, on a free port, silent, rate
 * limits out of the way, the local stack's project `latch-local` seeded as the stack seeds it), and the Solana
 * clusters of `options`; the service is closed afterwards.
 */
export async function withBenchApi<T>(
  dataDir: string,
  chains: readonly DevnetChain[],
  run: (api: RunningApi) => Promise<T>,
  options: Pick<StartApiOptions, 'solanaClusters'> = {},
): Promise<T> {
  const api = await startApi({
    ...options,
    port: 0,
    dataDir,
    chains,
    logLevel: 'silent',
    rateLimits: { perIp: UNLIMITED, perProject: UNLIMITED },
    localProject: {},
  });
  try {
    return await run(api);
  } finally {
    await api.close();
  }
}
