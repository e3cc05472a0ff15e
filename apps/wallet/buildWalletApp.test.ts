import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWalletApp } from './buildWalletApp.js';

describe('buildWalletApp', () => {
  let outDir: string | undefined;
  afterAll(async () => {
    if (outDir !== undefined) await rm(outDir, { recursive: true, force: true });
  });

  it('builds a self-contained page: relative assets, the icon, Inter bundled, no CDN', async () => {
    outDir = await buildWalletApp(await mkdtemp(join(tmpdir(), 'latch-wallet-build-')));
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js">/);
    expect(html).toContain('href="./icon.svg"');
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.some((name) => /^inter-latin-400-normal-.*\.woff2$/.test(name))).toBe(true);
    const css = await Promise.all(
      assets
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFile(join(outDir ?? '', 'assets', name), 'utf8')),
    );
    expect(css.join('')).toContain('font-family:Inter');
    expect(`${html}${css.join('')}`).not.toMatch(/https?:\/\//);
    expect(await readdir(outDir)).toContain('icon.svg');
  }, 60_000);
});
