import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { StackUrls } from '../../services/stack/stackSnippet.js';
import { terminalEnv } from './installHost.js';
import { withPackLock } from './packLock.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm pack --workspace @latch/stack` into `destination` (its prepack builds the services and the wallet page). */
export async function packStackTarball(destination: string): Promise<string> {
  await withPackLock(() =>
    run('npm', ['pack', '--workspace', '@latch/stack', '--pack-destination', destination], {
      cwd: REPO_ROOT,
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const { version } = JSON.parse(await readFile(`${REPO_ROOT}packages/stack/package.json`, 'utf8')) as {
    version: string;
  };
  return join(destination, `latch-stack-${version}.tgz`);
}

export interface PackedStack {
  readonly urls: StackUrls;
  /** Everything the command printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Installs the `@latch/stack` tarball into `dir` (a folder of its own, as a host developer's tool) and runs its
 * `latch-stack` command with `args` on free ports; resolves once it says the stack is up.
 */
export async function startPackedStack(
  dir: string,
  tarball: string,
  args: readonly string[],
): Promise<PackedStack> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{ "name": "stack-user", "private": true }\n');
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...terminalEnv(), npm_config_workspaces: 'false' },
  });
  const json = join(dir, 'urls.json');
  // Its own process group: stopping it stops what it started even when it is killed.
  const child: ChildProcess = spawn(
    join(dir, 'node_modules', '.bin', 'latch-stack'),
    ['--free-ports', '--json', json, '--data-dir', join(dir, 'data'), ...args],
    { cwd: dir, detached: true, env: terminalEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const up = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (output.includes('The local stack is up')) resolve(true);
      };
      child.stdout?.on('data', check);
    }),
    exited.then(() => false),
  ]);
  if (!up) throw new Error(`latch-stack exited before the stack was up:\n${output}`);
  const urls = JSON.parse(await readFile(json, 'utf8')) as StackUrls;
  return { urls, output: () => output, stop };
}
