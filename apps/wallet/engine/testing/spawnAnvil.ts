import { createRequire } from 'node:module';
import { type Child, spawnChild, waitUntil } from './childProcess.js';
import { freePort } from './freePort.js';

export interface TestAnvil {
  readonly chainId: number;
  readonly rpcUrl: string;
  stop(): Promise<void>;
}

const ARCH: Readonly<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

async function chainIdOf(rpcUrl: string): Promise<number | undefined> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const body: unknown = await response.json();
  const result = typeof body === 'object' && body !== null && 'result' in body ? body.result : undefined;
  return typeof result === 'string' ? Number.parseInt(result, 16) : undefined;
}

/**
 * Spawns the anvil binary of @foundry-rs/anvil-<platform>-<arch> (never through npx) on a free loopback
 * port with the devnet mnemonic (10 funded accounts), automining. Test-only (Node).
 */
export async function spawnAnvil(chainId: number): Promise<TestAnvil> {
  const binary = createRequire(import.meta.url).resolve(
    `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}/bin/anvil`,
  );
  const port = await freePort();
  const child: Child = spawnChild(binary, [
    ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', 'test test test test test test test test test test test junk', '--quiet'],
  ]);
  const rpcUrl = `http://127.0.0.1:${port}`;
  await waitUntil(child, async () => (await chainIdOf(rpcUrl)) === chainId, `anvil ${chainId}`);
  return {
    chainId,
    rpcUrl,
    stop: async () => {
      await child.stop();
    },
  };
}
