import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Peer } from './modalTargets.js';

/**
 * The peers benchmark beside the repository (../shared/bench/peers), or where `LATCH_PEERS_BENCH` says (a
 * worktree elsewhere than beside shared/).
 */
export const PEERS_SOURCE =
  process.env.LATCH_PEERS_BENCH ?? fileURLToPath(new URL('../../../shared/bench/peers', import.meta.url));

/** What is never copied: installs, builds and results of the source folder. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'dist-vite', 'results']);

export interface PeerInstall {
  readonly peer: Peer;
  /** Seconds `npm install` took; 0 when an earlier install in the work folder was reused. */
  readonly seconds: number;
  readonly reused: boolean;
}

export interface PreparePeersOptions {
  readonly workDir: string;
  readonly peers: readonly Peer[];
  readonly fresh: boolean;
  readonly log: (line: string) => void;
}

const npmInstall = async (cwd: string): Promise<void> => {
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  });
};

/**
 * Copies the peers benchmark into `workDir` (installs already there are kept), installs its own tools
 * (esbuild, vite, playwright-core: seconds) and each requested peer app that is not installed yet (seconds to
 * minutes each, npm registry only). Returns how long each peer took.
 */
export async function preparePeersBench(options: PreparePeersOptions): Promise<PeerInstall[]> {
  const { workDir, log } = options;
  if (!existsSync(join(PEERS_SOURCE, 'measure.mjs')))
    throw new Error(`the peers benchmark is missing: no ${join(PEERS_SOURCE, 'measure.mjs')}`);
  if (options.fresh) await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await cp(PEERS_SOURCE, workDir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(basename(source)),
  });
  log(`peers benchmark copied to ${workDir}; npm install (harness tools) …`);
  await npmInstall(workDir);

  const installs: PeerInstall[] = [];
  for (const peer of options.peers) {
    const appDir = join(workDir, 'apps', peer);
    // npm writes node_modules/.package-lock.json last: an interrupted install is redone.
    if (existsSync(join(appDir, 'node_modules', '.package-lock.json'))) {
      installs.push({ peer, seconds: 0, reused: true });
      continue;
    }
    log(`npm install apps/${peer} …`);
    const started = performance.now();
    await npmInstall(appDir);
    const seconds = Math.round((performance.now() - started) / 1000);
    log(`apps/${peer} installed in ${seconds} s`);
    installs.push({ peer, seconds, reused: false });
  }
  return installs;
}
