import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS, CHROMIUM_PATH, withoutChromium } from './browserTests.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = [
  'adapters',
  'apps',
  'core',
  'e2e',
  'ports',
  'scripts',
  'services',
  'testkits',
  'tooling',
  'ui-react',
];
const SKIPPED = /(^|\/)(node_modules|depcheck-fixture)(\/|$)/;

const testFiles = (): string[] =>
  FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }) as string[])
      .map((file) => `${folder}/${file.split('\\').join('/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && !SKIPPED.test(file)),
  );

const known = new Map<string, boolean>();

/** Whether `file` imports playwright, itself or through its relative imports. */
const reachesPlaywright = (file: string): boolean => {
  const answer = known.get(file);
  if (answer !== undefined) return answer;
  known.set(file, false);
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(([, specifier]) => {
    const base = resolve(dirname(file), specifier ?? '');
    return [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base].find(
      (candidate) => /\.(ts|tsx|mjs)$/.test(candidate) && existsSync(candidate),
    );
  });
  const reaches =
    /(?:from |import\()'(?:play)wright/.test(source) ||
    imports.some((found) => found !== undefined && reachesPlaywright(found));
  known.set(file, reaches);
  return reaches;
};

const listed = (file: string) =>
  BROWSER_TESTS.some((glob) => (glob.endsWith('/**') ? file.startsWith(glob.slice(0, -2)) : file === glob));

describe('browser tests without Chromium', () => {
  it('lists every test file that drives Chromium (through playwright), so none runs into a launcher error', () => {
    const browserFiles = testFiles().filter((file) => reachesPlaywright(join(ROOT, file)));
    expect(browserFiles.length).toBeGreaterThan(0);
    expect(browserFiles.filter((file) => !listed(file))).toEqual([]);
    expect(listed('e2e/J1-injected.e2e.test.ts')).toBe(true);
  });

  it('without Chromium: one line naming the path and how to install it, and the browser tests left out', () => {
    const missing = withoutChromium('/nowhere/chromium', () => false);
    expect(missing?.line).toBe(
      `Chromium is missing (/nowhere/chromium): the browser tests (${BROWSER_TESTS.join(', ')}) were not run. ` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), then run `npm test` again.',
    );
    expect(missing?.env).toEqual({ LATCH_WITHOUT_BROWSER: '1' });
    expect(withoutChromium(CHROMIUM_PATH, (path) => path === CHROMIUM_PATH)).toBeUndefined();
  });
});
