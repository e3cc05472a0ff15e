import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * What vitest adds to the environment (NODE_ENV=test, Vite's MODE/DEV/PROD/SSR/BASE_URL, VITEST*): a host's
 * tools run without it, as in the developer's terminal. With NODE_ENV=test inherited, `vite build` bundles
 * React's development build (+29 KiB gzip before the click).
 */
const TEST_RUNNER_ENV = /^(NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|TEST|VITEST.*)$/;

/** The environment a developer's terminal gives a host's tools: this one without the test runner's additions. */
export const terminalEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUNNER_ENV.test(name)));

/**
 * execFile in the developer's terminal environment (terminalEnv, plus `options.env`), failing with what the
 * command printed (a host build's errors are in its output).
 */
export const run = (
  command: string,
  args: readonly string[],
  options: Parameters<typeof execFileAsync>[2] = {},
) =>
  execFileAsync(command, args, {
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...terminalEnv(), ...options?.env },
  }).catch((error: { message: string; stdout?: string; stderr?: string }) => {
    throw new Error(`${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });

/** The viem range a host installs beside Latch (a peer dependency). */
export const HOST_VIEM_RANGE = '^2.57.0';

/**
 * Installs the packed `latch` and `@latch/react` tarballs and viem into an app a scaffolding tool made in `app`,
 * with its package.json as the tool wrote it: `npm install <tarballs> viem`, as a developer would run it.
 */
export async function installTarballs(
  app: string,
  tarballs: Record<'latch' | '@latch/react', string>,
): Promise<void> {
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarballs.latch,
      tarballs['@latch/react'],
      `viem@${HOST_VIEM_RANGE}`,
    ],
    { cwd: app },
  );
}

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
    env: { ...terminalEnv(), npm_config_workspaces: 'false' },
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
    bytes: Number(String((await run('du', ['-sk', join(dir, 'node_modules')])).stdout).split('\t')[0]) * 1024,
  };
}
