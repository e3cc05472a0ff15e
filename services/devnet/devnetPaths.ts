import { join, resolve } from 'node:path';

/** Where the devnet keeps its files inside the stack's data folder. */
export interface DevnetPaths {
  readonly dir: string;
  readonly manifest: string;
  /** anvil's `--state` file of one chain. */
  state(chainId: number): string;
}

export function devnetPaths(dataDir: string): DevnetPaths {
  const dir = join(resolve(dataDir), 'devnet');
  return {
    dir,
    manifest: join(dir, 'manifest.json'),
    state: (chainId) => join(dir, `${chainId}.state.json`),
  };
}
