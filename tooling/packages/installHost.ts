import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What an install added: packages in the lock file (the host's own entry left out) and disk usage. */
export interface InstallWeight {
  readonly packages: number;
  readonly bytes: number;
}

/**
 * A host app in `dir` (an empty folder outside the workspace): a package.json with `dependencies` (tarball paths
 * or registry ranges), then a plain `npm install`, as a developer would run it.
 */
export async function installHost(dir: string, dependencies: Record<string, string>): Promise<void> {
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'latch-host-fixture', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_workspaces: 'false' },
  });
}

/** The weight of what `installHost` put into `dir`. */
export async function installWeight(dir: string): Promise<InstallWeight> {
  const lock = JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  return {
    packages: Object.keys(lock.packages).filter((path) => path !== '').length,
    // Disk usage as `du` counts it (blocks, not file lengths): what an install costs a developer's disk.
    bytes: Number((await run('du', ['-sk', join(dir, 'node_modules')])).stdout.split('\t')[0]) * 1024,
  };
}
