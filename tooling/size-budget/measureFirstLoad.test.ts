import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, measureFirstLoad } from './measureFirstLoad.js';

const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><div id="app"></div></body></html>`;

describe('firstLoadFiles', () => {
  it('takes the module entry and its modulepreloads, not other scripts, styles or preloads', () => {
    const html = page(
      [
        '<link rel="preload" href="./demo-config.json" as="fetch" crossorigin="anonymous" />',
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/shared-B2.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
        '<script src="/legacy.js"></script>',
      ].join('\n'),
    );
    expect(firstLoadFiles(html)).toEqual(['assets/index-A1.js', 'assets/shared-B2.js']);
  });

  it("reads a relative base ('./') and counts a file once", () => {
    const html = page(
      '<script type="module" src="./assets/index.js?v=1"></script><link rel="modulepreload" href="./assets/index.js">',
    );
    expect(firstLoadFiles(html)).toEqual(['assets/index.js']);
  });

  it('refuses a script from another origin', () => {
    expect(() =>
      firstLoadFiles(page('<script type="module" src="https://cdn.example/x.js"></script>')),
    ).toThrow('the page loads a script from elsewhere: https://cdn.example/x.js');
  });
});

describe('measureFirstLoad', () => {
  let dir = '';
  afterEach(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  it('adds up gzip -9 of the entry and its static imports, leaving lazy chunks out', async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-size-'));
    await mkdir(join(dir, 'assets'));
    const entry = `import './shared.js';\n${'console.log("entry");\n'.repeat(200)}`;
    const shared = `export const shared = ${JSON.stringify('x'.repeat(3000))};`;
    await writeFile(join(dir, 'assets', 'index.js'), entry);
    await writeFile(join(dir, 'assets', 'shared.js'), shared);
    await writeFile(join(dir, 'assets', 'LazyView.js'), 'export const view = 1;'.repeat(1000));
    await writeFile(
      join(dir, 'index.html'),
      page(
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/shared.js">',
      ),
    );
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;

    const measured = await measureFirstLoad(dir);

    expect(measured.scripts).toEqual([
      { file: 'assets/index.js', bytes: entry.length, gzipBytes: gz(entry) },
      { file: 'assets/shared.js', bytes: shared.length, gzipBytes: gz(shared) },
    ]);
    expect(measured.gzipBytes).toBe(gz(entry) + gz(shared));
  });

  it('fails on a page without a module script', async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-size-'));
    await writeFile(join(dir, 'index.html'), page('<title>empty</title>'));
    await expect(measureFirstLoad(dir)).rejects.toThrow('loads no module script');
  });
});
