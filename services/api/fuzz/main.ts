/**
 * `npm run fuzz [-- --runs N --seed S --no-devnet]`: the data service (PGlite, a seeded one-chain devnet
 * and the Solana devnet in this process unless --no-devnet) listening on a free loopback port, N generated requests (default 10000) over every
 * route, then a health check over HTTP. Prints the seed (FUZZ_SEED or --seed replays a run); exits 1 on any
 * 5xx answer or when the server no longer answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../devnet/freePort.js';
import type { DevnetChain } from '../../devnet/index.js';
import type { SolanaDevnetManifest } from '../../solana-devnet/manifest.js';
import { startSolanaDevnet } from '../../solana-devnet/startSolanaDevnet.js';
import { withBenchDevnet } from '../bench/withBenchDevnet.js';
import { startApi } from '../startApi.js';
import { seedPgliteDataDir } from '../testing/pgliteTemplate.js';
import { DEFAULT_TARGETS } from './requestArbitrary.js';
import { runFuzz } from './runFuzz.js';

const UNLIMITED = { max: 100_000_000, windowMs: 60_000 };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'no-devnet': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('fuzz: --runs and --seed must be integers');
  process.exit(2);
}

const fuzz = async (
  chains: readonly DevnetChain[],
  dataDir: string,
  solana?: SolanaDevnetManifest,
): Promise<boolean> => {
  await seedPgliteDataDir(dataDir);
  const api = await startApi({
    port: 0,
    dataDir,
    chains,
    ...(solana === undefined ? {} : { solanaClusters: [solana] }),
    logLevel: 'silent',
    indexHistory: false,
    rateLimits: { perIp: UNLIMITED, perProject: UNLIMITED },
    analytics: { limits: { dailyQuota: 100_000_000 } },
  });
  try {
    console.log(`fuzz: seed ${seed}, ${runs} requests against ${api.url} (${chains.length} chain(s))`);
    const started = Date.now();
    const report = await runFuzz(api.app, {
      seed,
      runs,
      targets: {
        ...DEFAULT_TARGETS,
        addresses: [
          ...DEFAULT_TARGETS.addresses,
          ...chains.flatMap((chain) => [chain.treasury, chain.tokens.USDC.address]),
          ...(solana === undefined ? [] : [solana.treasury, solana.tokens.USDC.mint]),
        ],
      },
    });
    const statuses = Object.entries(report.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `fuzz: ${runs} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${statuses}; ${report.unsent} not sendable`,
    );
    const health = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    console.log(`fuzz: server ${health === 200 ? 'alive' : `NOT answering (${health})`} after the run`);
    if (report.failure !== undefined) {
      console.error(
        `fuzz: ${report.failure.status} for (shrunk) request`,
        JSON.stringify(report.failure.request),
      );
      console.error(`fuzz: answer ${report.failure.body}`);
      console.error(`fuzz: replay with FUZZ_SEED=${seed}`);
    }
    return report.failure === undefined && health === 200;
  } finally {
    await api.close();
  }
};

const ok = values['no-devnet']
  ? await (async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'latch-fuzz-'));
      try {
        return await fuzz([], dataDir);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    })()
  : await withBenchDevnet('fuzz', async (chain, dataDir) => {
      const solana = await startSolanaDevnet({ port: await freePort() });
      try {
        return await fuzz([chain], dataDir, solana.manifest);
      } finally {
        await solana.stop();
      }
    });
process.exit(ok ? 0 : 1);
