// The text files a reader of the repository sees, for the tests that check what those files cite
// (specCitations.test.ts, designCitations.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|html|css|sql|sol|ya?ml|txt|sh)$/;
const SKIPPED = /(^|\/)(node_modules|dist)\//;

export interface RepositoryText {
  /** The path from the repository's root, e.g. `core/README.md`. */
  readonly file: string;
  readonly text: string;
}

/**
 * The tracked text files and the new ones git does not ignore, outside node_modules and dist, each with its
 * text; `except` leaves files out (a test's own planted cases). A file git lists but the work tree has deleted is
 * skipped.
 */
export function repositoryTexts(except: readonly string[] = []): RepositoryText[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '' && !except.includes(file) && TEXT_FILE.test(file) && !SKIPPED.test(file));
  return files.flatMap((file) => {
    try {
      return [{ file, text: readFileSync(join(repositoryRoot, file), 'utf8') }];
    } catch {
      return [];
    }
  });
}

/** A file of the repository, by its path from the root. */
export const readRepositoryFile = (...path: string[]): string =>
  readFileSync(join(repositoryRoot, ...path), 'utf8');

/** The 1-based line of `offset` in `text`. */
export const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** The first capture group of each match of a global `pattern` in `text`: the headings a citation may name. */
export const firstGroups = (text: string, pattern: RegExp): Set<string> =>
  new Set([...text.matchAll(pattern)].map((match) => match[1] as string));
