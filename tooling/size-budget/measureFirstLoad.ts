import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One script the page loads before any interaction. */
export interface FirstLoadScript {
  /** Its path inside the build folder, e.g. `assets/index-Uqimhzp8.js`. */
  readonly file: string;
  readonly bytes: number;
  /** gzip -9, as the peers benchmark (../shared/bench/peers, `npm run bench:modal`) counts it. */
  readonly gzipBytes: number;
}

export interface FirstLoad {
  readonly scripts: readonly FirstLoadScript[];
  readonly gzipBytes: number;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*"([^"]*)")?/g;

const attributesOf = (text: string): Map<string, string> =>
  new Map([...text.matchAll(ATTRIBUTE)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']));

/**
 * The scripts a built page (vite's index.html) loads before any interaction: its module entry scripts and the
 * chunks vite preloads for them (`<link rel="modulepreload">`, every static import of the entry). Lazy chunks
 * (views, flows, wallet SDKs) are not in the page's markup and are not counted. URLs are taken relative to the
 * build folder whatever the base (`/assets/…` or `./assets/…`); outside ones (another origin) are refused.
 */
export function firstLoadFiles(html: string): string[] {
  const files: string[] = [];
  for (const [, tag = '', text = ''] of html.matchAll(TAG)) {
    const attributes = attributesOf(text);
    const url =
      tag.toLowerCase() === 'script'
        ? attributes.get('type') === 'module'
          ? attributes.get('src')
          : undefined
        : attributes.get('rel') === 'modulepreload'
          ? attributes.get('href')
          : undefined;
    if (url === undefined || url === '') continue;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url))
      throw new Error(`the page loads a script from elsewhere: ${url}`);
    const file = url.replace(/^(\.?\/)+/, '').replace(/[?#].*$/, '');
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** Measures the JavaScript a built page in `dir` loads before any interaction (raw and gzip -9). */
export async function measureFirstLoad(dir: string): Promise<FirstLoad> {
  const files = firstLoadFiles(await readFile(join(dir, 'index.html'), 'utf8'));
  if (files.length === 0) throw new Error(`${join(dir, 'index.html')} loads no module script`);
  const scripts = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(dir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}
