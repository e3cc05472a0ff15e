import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG_FILE = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
/** Where builds are cached (git-ignored): one folder per fingerprint of the sources. */
export const DEMO_DIST_DIR = fileURLToPath(new URL('./dist', import.meta.url));
/** What the page is built from: the demo itself and every layer the public entry points reach. */
const INPUTS = [
  'apps/demo/index.html',
  'apps/demo/vite.config.ts',
  'apps/demo/src',
  'adapters',
  'core',
  'ports',
  'ui-react',
  'package-lock.json',
];
const SKIPPED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;
const FINGERPRINT = /^[0-9a-f]{16}$/;
const VITE_CLI = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * `vite build` in a child process with NODE_ENV=production: built inside a test runner (NODE_ENV=test) the
 * page would otherwise get React's development build and JSX transform.
 */
async function viteBuild(outDir: string, base: string): Promise<void> {
  const args = [
    VITE_CLI,
    'build',
    '--config',
    CONFIG_FILE,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--base',
    base,
  ];
  await promisify(execFile)(process.execPath, [...args, '--logLevel', 'error'], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function listFiles(path: string): Promise<string[]> {
  if (SKIPPED.test(relative(REPO, path))) return [];
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return [];
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => listFiles(join(path, name))))).flat();
}

/** The public base path the page is served from (vite `base`): the demo server serves it at the root. */
export const DEFAULT_DEMO_BASE = '/';

/**
 * A hash of every input file's path and content (and of the base path, unless it is the default): the build
 * is reused while it is unchanged.
 */
export async function demoFingerprint(
  repo: string = REPO,
  base: string = DEFAULT_DEMO_BASE,
): Promise<string> {
  const hash = createHash('sha256');
  if (base !== DEFAULT_DEMO_BASE) hash.update(`base ${base}\0`);
  for (const input of INPUTS) {
    for (const file of await listFiles(join(repo, input))) {
      hash
        .update(relative(repo, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Keeps the newest `keep` builds (a running server may still read an older one). */
async function prune(distDir: string, keep: number): Promise<void> {
  const builds = await Promise.all(
    (await readdir(distDir))
      .filter((name) => FINGERPRINT.test(name))
      .map(async (name) => ({ name, time: (await stat(join(distDir, name))).mtimeMs })),
  );
  const old = builds.sort((a, b) => b.time - a.time).slice(keep);
  await Promise.all(old.map(({ name }) => rm(join(distDir, name), { recursive: true, force: true })));
}

export interface BuildDemoOptions {
  /** Default apps/demo/dist. */
  readonly distDir?: string;
  /**
   * Default '/'. './' makes every URL in the page relative to its index.html, so the folder can be served
   * under any path (the modal benchmark serves it at /ours/).
   */
  readonly base?: string;
  readonly log?: (line: string) => void;
}

export interface DemoBuild {
  readonly dir: string;
  /** False when a cached build of the same sources was reused. */
  readonly built: boolean;
}

/**
 * Builds the demo page with vite into `<distDir>/<fingerprint>/`, or reuses that folder when the sources are
 * unchanged. Builds go to a temporary folder first and are renamed into place, so two processes building at
 * once never serve a half-written page.
 */
export async function buildDemo(options: BuildDemoOptions = {}): Promise<DemoBuild> {
  const distDir = options.distDir ?? DEMO_DIST_DIR;
  const base = options.base ?? DEFAULT_DEMO_BASE;
  const dir = join(distDir, await demoFingerprint(REPO, base));
  if (existsSync(join(dir, 'index.html'))) return { dir, built: false };
  options.log?.('Building the demo page (vite) …');
  await mkdir(distDir, { recursive: true });
  const temporary = join(distDir, `.tmp-${process.pid}-${Date.now()}`);
  try {
    await viteBuild(temporary, base);
    await rename(temporary, dir).catch((error: unknown) => {
      if (!existsSync(join(dir, 'index.html'))) throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  await prune(distDir, 3);
  return { dir, built: true };
}
