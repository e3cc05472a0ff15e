import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../devnet/freePort.js';
import { type DevnetChain, startDevnet } from '../../devnet/index.js';

/**
 * Runs `run` on a seeded one-chain devnet (chain id 31337) kept in a fresh temporary folder, which the
 * data service may share; the devnet is stopped and the folder removed afterwards.
 */
export async function withBenchDevnet<T>(
  name: string,
  run: (chain: DevnetChain, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `latch-bench-${name}-`));
  const devnet = await startDevnet({
    dataDir,
    chains: [{ chainId: 31337, port: await freePort(), name: 'Bench' }],
  });
  try {
    const chain = devnet.manifest.chains[0];
    if (!chain) throw new Error('devnet did not seed');
    return await run(chain, dataDir);
  } finally {
    await devnet.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
