import { cp, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Test helper (never imported by the service). */

const pgliteVersion = async (): Promise<string> => {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let depth = 0; depth < 4; depth++) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not the package root yet
    }
    dir = dirname(dir);
  }
  return 'unknown';
};

const exists = async (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * An initialised, empty PGlite data folder shared by every test run on this machine (initdb takes
 * seconds; a copy well under one). Built once per PGlite version in the system temp folder; concurrent
 * test processes may both build it, and the atomic rename keeps the first.
 */
export const pgliteTemplate = async (): Promise<string> => {
  const base = join(tmpdir(), `latch-pglite-template-${await pgliteVersion()}`);
  const template = join(base, 'pg');
  if (await exists(join(template, 'PG_VERSION'))) return template;
  await mkdir(base, { recursive: true });
  const building = await mkdtemp(join(base, 'build-'));
  try {
    const db = await PGlite.create(join(building, 'pg'));
    await db.close();
    await rename(join(building, 'pg'), template).catch(async (error: unknown) => {
      if (!(await exists(join(template, 'PG_VERSION')))) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
};

/** Puts a copy of the template at `<dataDir>/pg`, where openDatabase looks for PGlite's files. */
export const seedPgliteDataDir = async (dataDir: string): Promise<void> => {
  await cp(await pgliteTemplate(), join(dataDir, 'pg'), { recursive: true });
};
