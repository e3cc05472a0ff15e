import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run test:durations`: records how long each test file took when vitest last ran it on this machine (its
 * cache of results, which counts a file's hooks too — the JSON report's times leave `beforeAll` out) into
 * test-durations.json, which the DurationSequencer orders files by. Run it after a full `npm test`. Files
 * under MIN_SECONDS are left out: they count as UNKNOWN_FILE_SECONDS.
 */
const MIN_SECONDS = 2;
const CACHE = 'node_modules/.vite/vitest';
const OUT = new URL('./test-durations.json', import.meta.url);

/** vitest's cache file: `[key, { duration (ms), failed }]` per file, key `<project>:<path>`. */
interface CachedResults {
  readonly results: readonly (readonly [string, { readonly duration: number }])[];
}

/** Seconds per `<project>:<path>` (one decimal), at least `min`, longest first. */
export const durationsOf = (cache: CachedResults, min = MIN_SECONDS): Record<string, number> =>
  Object.fromEntries(
    cache.results
      .map(([key, result]) => [key, Math.round(result.duration / 100) / 10] as const)
      .filter(([, seconds]) => Number.isFinite(seconds) && seconds >= min)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
  );

/** The newest results file under vitest's cache folder. */
const newestCache = (): string => {
  const files = readdirSync(CACHE)
    .map((folder) => join(CACHE, folder, 'results.json'))
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const [newest] = files;
  if (newest === undefined) throw new Error(`no vitest results under ${CACHE}: run npm test first`);
  return newest;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const durations = durationsOf(JSON.parse(readFileSync(newestCache(), 'utf8')) as CachedResults);
  writeFileSync(OUT, `${JSON.stringify(durations, null, 2)}\n`);
  process.stdout.write(`recorded ${Object.keys(durations).length} files in ${OUT.pathname}\n`);
}
