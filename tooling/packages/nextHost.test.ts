import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInjectedScript } from '../../apps/wallet/injected/build.js';
import { freePorts } from '../../services/stack/stackPorts.js';
import { launchJourneyBrowser } from '../../testkits/browser/chromium.js';
import { measureHost } from '../size-budget/measureHost.js';
import { installTarballs, run, terminalEnv } from './installHost.js';
import { packTarballs } from './packTarballs.js';

const HOST_FILES = fileURLToPath(new URL('../../examples/next-app/app', import.meta.url));
/** The create-next-app release the fixture is made with (Next.js 16: App Router, Turbopack by default). */
const CREATE_NEXT_APP = 'create-next-app@16.4.3';
/** Its answers to the questions it would ask: TypeScript, the App Router, no ESLint, Tailwind or src/ folder. */
const CREATE_FLAGS = [
  '--ts',
  '--app',
  '--no-eslint',
  '--no-tailwind',
  '--no-src-dir',
  '--import-alias',
  '@/*',
  '--use-npm',
  '--yes',
  '--disable-git',
  '--skip-install',
];
const CONNECT_BUTTON = '[data-latch-host="connect-button"] button:has-text("Connect Wallet")';
/** What React (production build) says when hydration does not match: #418 text, #423 root, #425 text content. */
const HYDRATION_ERROR = /#418|#423|#425|hydrat|did not match/i;

describe('a fresh Next.js App Router app from the packed tarballs: server-rendered, hydrated with a session', () => {
  let work = '';
  let app = '';
  let server: ChildProcess | undefined;
  let serverOutput = '';
  let buildOutput = '';
  let url = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'latch-next-host-'));
    const tarballs = await packTarballs(work);
    await run('npm', ['exec', '--yes', CREATE_NEXT_APP, '--', 'app', ...CREATE_FLAGS], { cwd: work });
    app = join(work, 'app');
    // The host's own pages replace the template's; its layout loads a Google font (the network) and CSS modules
    // the fixture does not need. next.config.ts and tsconfig.json stay as the template wrote them.
    await rm(join(app, 'app', 'page.module.css'));
    await rm(join(app, 'app', 'globals.css'));
    await cp(HOST_FILES, join(app, 'app'), { recursive: true });
    await installTarballs(app, tarballs);
    const built = await run('npm', ['run', 'build'], {
      cwd: app,
      env: { ...terminalEnv(), NEXT_TELEMETRY_DISABLED: '1' },
    });
    buildOutput = `${built.stdout}${built.stderr}`;
    const [port] = await freePorts(1);
    url = `http://127.0.0.1:${port}/`;
    server = spawn(
      'node',
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: app,
        env: { ...terminalEnv(), NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      serverOutput += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      serverOutput += chunk.toString();
    });
    // Ready when it answers (next start prints "Ready" before it listens on some versions).
    for (let attempt = 0; ; attempt += 1) {
      const answered = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (attempt > 600 || server.exitCode !== null)
        throw new Error(`next start did not answer:\n${serverOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 600_000);

  afterAll(async () => {
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill();
      await exited;
    }
    if (work !== '') await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('builds with Turbopack and the template’s settings, no transpilePackages, nothing logged by Latch', async () => {
    expect(buildOutput).toContain('Turbopack');
    const config = await readFile(join(app, 'next.config.ts'), 'utf8');
    expect(config).not.toMatch(/transpilePackages|webpack|turbopack:/);
    // Latch is created and started on the server too: it reads no storage and writes none, quietly.
    expect(buildOutput).not.toContain('[latch]');
  });

  it('server-renders the provider, the button’s host and the host’s own text', async () => {
    const html = await (await fetch(url)).text();
    expect(html).toContain('<span data-latch-host="connect-button"></span>');
    expect(html).toContain('<p data-testid="address">Not connected</p>');
    expect(serverOutput).not.toMatch(/error|\[latch\]/i);
  });

  it('hydrates with no error, connects, and a reload with the session hydrates with none either', async () => {
    const injected = await buildInjectedScript({
      config: { rpcUrls: { '31337': 'http://127.0.0.1:9/' }, autoApprove: true },
    });
    const browser = await launchJourneyBrowser();
    const problems: string[] = [];
    try {
      const page = await browser.context.newPage();
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (HYDRATION_ERROR.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(injected);
      await page.goto(url);
      await page.locator(CONNECT_BUTTON).click();
      const modal = page.locator('[data-latch-host="modal"]');
      await modal
        .getByRole('dialog', { name: 'Connect Wallet', exact: true })
        .locator('button[data-wallet-id]', { hasText: 'Latch Sandbox Wallet' })
        .click();
      const address = page.getByTestId('address').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ });
      await address.waitFor({ timeout: 60_000 });
      expect(problems).toEqual([]);

      await page.reload();
      await address.waitFor({ timeout: 60_000 });
      await page.locator('[data-latch-host="account-button"] button').waitFor({ timeout: 60_000 });
      // React reports a mismatch while it hydrates, before the session shows: nothing was reported by then.
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 240_000);

  it('its JavaScript before the click is within its budget (hosts.next-app)', async () => {
    expect(await measureHost('next-app', url)).toMatchObject({ met: true });
  }, 120_000);
});
