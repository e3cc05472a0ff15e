import { fileURLToPath } from 'node:url';
import { type Child, spawnChild, waitUntil } from './childProcess.js';

export interface TestRelay {
  readonly url: string;
  readonly port: number;
  stop(): Promise<number | null>;
}

/** services/relay/main.ts, run as its own process (apps never import services; they talk over the wire). */
const RELAY_MAIN = fileURLToPath(new URL('../../../../services/relay/main.ts', import.meta.url));

/**
 * Starts a relay process on `port` (REDIS_URL etc. through `env`) and resolves once /health answers.
 * Test-only (Node).
 */
export async function spawnRelay(
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<TestRelay> {
  const child: Child = spawnChild(process.execPath, ['--import', 'tsx', RELAY_MAIN], {
    LATCH_DEVELOPMENT: '1',
    RELAY_PORT: String(port),
    ...env,
  });
  const healthUrl = `http://127.0.0.1:${port}/health`;
  await waitUntil(child, async () => (await fetch(healthUrl)).ok, `relay on port ${port}`);
  return { url: `ws://127.0.0.1:${port}`, port, stop: () => child.stop() };
}
