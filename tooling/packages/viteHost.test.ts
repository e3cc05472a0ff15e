import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../apps/demo/serveStatic.js';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import { launchJourneyBrowser } from '../../testkits/browser/chromium.js';
import { measureBeforeClick } from '../size-budget/measureBeforeClick.js';
import { packTarballs } from './packTarballs.js';

const run = promisify(execFile);
const HOST_FILES = fileURLToPath(new URL('../../examples/vite-react/src', import.meta.url));
/** The create-vite release the fixture is made with: the template's files and settings, untouched. */
const CREATE_VITE = 'create-vite@9.3.0';
const CONNECT_BUTTON = '[data-latch-host="connect-button"] button:has-text("Connect Wallet")';

describe('a fresh Vite + React + TypeScript app that installs the packed tarballs', () => {
  let work = '';
  let app = '';
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'latch-vite-host-'));
    const tarballs = await packTarballs(work);
    await run(
      'npm',
      ['exec', '--yes', CREATE_VITE, '--', 'app', '--template', 'react-ts', '--no-interactive'],
      {
        cwd: work,
      },
    );
    app = join(work, 'app');
    await cp(HOST_FILES, join(app, 'src'), { recursive: true });
    await run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        tarballs.latch,
        tarballs['@latch/react'],
        'viem@^2.57.0',
      ],
      { cwd: app, maxBuffer: 64 * 1024 * 1024 },
    );
    // The template's own build: `tsc -b && vite build`, under its tsconfig (erasableSyntaxOnly, strict lint flags).
    await run('npm', ['run', 'build'], { cwd: app, maxBuffer: 64 * 1024 * 1024 });
    server = createFrontServer(createStaticHandler(join(app, 'dist')));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }, 600_000);

  afterAll(async () => {
    await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

  it('builds with the template’s tsc and vite, the host code unchanged', async () => {
    const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
      scripts: { build: string };
      dependencies: Record<string, string>;
    };
    expect(manifest.scripts.build).toBe('tsc -b && vite build');
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['latch', '@latch/react']));
  });

  it('shows the Connect button and opens the modal; its JavaScript before the click is measured', async () => {
    const measured = await measureBeforeClick({ url, button: CONNECT_BUTTON });
    console.log(
      `vite host: JS before click ${(measured.gzipBytes / 1024).toFixed(1)} KiB gzip in ${measured.scripts.length} scripts`,
    );
    expect(measured.gzipBytes).toBeGreaterThan(0);
    const browser = await launchJourneyBrowser();
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await expect(page.getByTestId('address').textContent()).resolves.toBe('Not connected');
      await page.locator(CONNECT_BUTTON).click();
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
