import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Migration {
  /** The number of the file, e.g. `001`; applied in numeric order, recorded once. */
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/** The service's own migrations folder. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE = /^(\d+)_([a-z0-9_]+)\.sql$/;

/**
 * The numbered SQL files of `dir` (`001_initial.sql`, `002_…`), in order. Other files are ignored; two
 * files with the same number are a mistake and throw.
 */
export const listMigrations = async (dir: string = MIGRATIONS_DIR): Promise<Migration[]> => {
  const files = (await readdir(dir)).flatMap((file) => {
    const match = FILE.exec(file);
    return match?.[1] !== undefined && match[2] !== undefined
      ? [{ file, version: match[1], name: match[2] }]
      : [];
  });
  files.sort((a, b) => Number(a.version) - Number(b.version));
  const versions = new Set<number>();
  for (const { file, version } of files) {
    if (versions.has(Number(version))) throw new Error(`Duplicate migration number: ${file}`);
    versions.add(Number(version));
  }
  return Promise.all(
    files.map(async ({ file, version, name }) => ({
      version,
      name,
      sql: await readFile(join(dir, file), 'utf8'),
    })),
  );
};
