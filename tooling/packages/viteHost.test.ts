import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { formatEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../apps/demo/serveStatic.js';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import { freePorts } from '../../services/stack/stackPorts.js';
import { launchJourneyBrowser } from '../../testkits/browser/chromium.js';
import { measureHost } from '../size-budget/measureHost.js';
import { HOST_VIEM_RANGE, installHost, installTarballs, run, terminalEnv } from './installHost.js';
import { type PackedStack, packStackTarball, startPackedStack } from './packedStack.js';
import { packTarballs } from './packTarballs.js';

const HOST_FILES = fileURLToPath(new URL('../../examples/vite-react/src', import.meta.url));
const NODE_SCRIPT = fileURLToPath(new URL('../../examples/node-script/script.mjs', import.meta.url));
/** The devnet's first account (anvil's development mnemonic), the sandbox wallet's and the Node script's. */
const DEVNET_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The create-vite release the fixture is made with: the template's files and settings, untouched. */
const CREATE_VITE = 'create-vite@9.3.0';
const CONNECT_BUTTON = '[data-latch-host="connect-button"] button:has-text("Connect Wallet")';
/** The recipient of the host's send (examples/vite-react/src/App.tsx) and what it sends. */
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';
/** An origin that is not loopback: allowed only because the test passes it to `latch-stack --origin`. */
const EXTRA_ORIGIN = 'http://app.test:3000';

/** The host's own code (its tests aside): App.tsx and the components it shows. */
const HOST_SOURCES = ['App.tsx', 'wallet.tsx'];

/** The host's lines of code as formatted: all, and without the imports and blank lines (≤ 15). */
const hostLines = async () => {
  const texts = await Promise.all(HOST_SOURCES.map((file) => readFile(join(HOST_FILES, file), 'utf8')));
  const lines = texts.flatMap((text) => text.split('\n')).filter((line) => line.trim() !== '');
  return { all: lines.length, code: lines.filter((line) => !line.startsWith('import ')).length };
};

/**
 * What the host adds to test its own components (examples/vite-react/src/wallet.test.tsx): the packed
 * @latch/testing, and the runner and DOM libraries at this repository's versions.
 */
const testDependencies = async (testing: string): Promise<string[]> => {
  const { devDependencies } = JSON.parse(
    await readFile(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'),
  ) as { devDependencies: Record<string, string> };
  const domVersion = (
    JSON.parse(
      await readFile(
        fileURLToPath(new URL('../../node_modules/@testing-library/dom/package.json', import.meta.url)),
        'utf8',
      ),
    ) as { version: string }
  ).version;
  const pinned = (name: string) => {
    const version = devDependencies[name];
    if (version === undefined) throw new Error(`${name} is not a devDependency of the repository`);
    return `${name}@${version}`;
  };
  return [
    testing,
    pinned('vitest'),
    pinned('happy-dom'),
    pinned('@testing-library/react'),
    `@testing-library/dom@${domVersion}`,
  ];
};

const balanceOf = async (rpcUrl: string, address: string): Promise<bigint> =>
  BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest']));

const rpc = async <T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
};

/** The receipt status of the latest block's transaction to `to` (undefined when it holds none). */
const minedTo = async (rpcUrl: string, to: string): Promise<string | undefined> => {
  const block = await rpc<{ transactions: { hash: string; to: string | null }[] }>(
    rpcUrl,
    'eth_getBlockByNumber',
    ['latest', true],
  );
  const sent = block.transactions.find((transaction) => transaction.to?.toLowerCase() === to.toLowerCase());
  if (sent === undefined) return undefined;
  return (await rpc<{ status: string }>(rpcUrl, 'eth_getTransactionReceipt', [sent.hash])).status;
};

/** The CORS answer of the data service to a browser page of `origin`. */
const preflight = async (stack: PackedStack, origin: string) =>
  (
    await fetch(`${stack.urls.dataServiceUrl}/v1/supported-chains?projectId=latch-local`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    })
  ).headers.get('access-control-allow-origin');

describe('J21: a fresh Vite + React + TypeScript app from the packed tarballs, on the packed local stack', () => {
  let work = '';
  let app = '';
  let server: Server | undefined;
  let stack: PackedStack | undefined;
  let url = '';
  let script = '';
  let stackTarball = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'latch-vite-host-'));
    // One after the other: both builds read the same sources and the stack's copies the wallet page it builds.
    const tarballs = await packTarballs(work);
    stackTarball = await packStackTarball(work);
    const createApp = async () => {
      await run(
        'npm',
        ['exec', '--yes', CREATE_VITE, '--', 'app', '--template', 'react-ts', '--no-interactive'],
        {
          cwd: work,
        },
      );
      app = join(work, 'app');
      await cp(HOST_FILES, join(app, 'src'), { recursive: true });
      await installTarballs(app, tarballs);
      // The host's test kit, as a developer adds it: `npm install -D @latch/testing vitest …`.
      await run(
        'npm',
        [
          'install',
          '--save-dev',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...(await testDependencies(tarballs['@latch/testing'])),
        ],
        { cwd: app },
      );
    };
    // A Node script's folder: `latch` and viem only, as a backend would have them.
    const createScript = async () => {
      script = join(work, 'script');
      await mkdir(script);
      await installHost(script, { latch: tarballs.latch, viem: HOST_VIEM_RANGE });
      await cp(NODE_SCRIPT, join(script, 'script.mjs'));
    };
    // The developer's two terminals: the app being made, and `latch-stack` from its own tarball.
    const [, , started] = await Promise.all([
      createApp(),
      createScript(),
      startPackedStack(join(work, 'stack'), stackTarball, ['--origin', EXTRA_ORIGIN]),
    ]);
    stack = started;
    // What `latch-stack` prints to paste: latchLocalStack with the ports it chose.
    const { ports } = stack.urls;
    await writeFile(
      join(app, 'src', 'stack.ts'),
      `import { latchLocalStack } from 'latch/local';\n\nexport const stack = latchLocalStack({ apiPort: ${ports.api}, relayPort: ${ports.relay}, walletServicePort: ${ports.walletService}, sandboxWalletPort: ${ports.wallet} });\n`,
    );
    // The template's own build: `tsc -b && vite build`, under its tsconfig (erasableSyntaxOnly, strict lint flags).
    await run('npm', ['run', 'build'], { cwd: app });
    const [port] = await freePorts(1);
    server = createFrontServer(createStaticHandler(join(app, 'dist')));
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${port}/`;
  }, 600_000);

  afterAll(async () => {
    await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
    await stack?.stop();
    if (work !== '') await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('builds with the template’s tsc and vite, the host code unchanged and short', async () => {
    const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
      scripts: { build: string };
      dependencies: Record<string, string>;
    };
    expect(manifest.scripts.build).toBe('tsc -b && vite build');
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['latch', '@latch/react']));
    const lines = await hostLines();
    console.log(`vite host: ${lines.code} lines of host code in App.tsx (${lines.all} with its imports)`);
    expect(lines.code).toBeLessThanOrEqual(15);
  });

  it("runs the host's own unit tests of its components with @latch/testing only (vitest + Testing Library)", async () => {
    const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies['@latch/testing']).toMatch(/^file:/);
    const { stdout } = await run('npx', ['vitest', 'run', '--reporter=verbose'], {
      cwd: app,
      env: { NO_COLOR: '1' },
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes, if any are left.
    const output = String(stdout).replace(/\u001b\[[0-9;]*m/g, '');
    expect(output).toContain('show the connected address and send 0.01 ETH through the wallet');
    expect(output).toContain("connect through Latch's modal");
    expect(output).toMatch(/Tests\s+3 passed \(3\)/);
  }, 120_000);

  it('@latch/stack: publint finds nothing (strict); it ships its built code, README and LICENSE only', async () => {
    const publint = new URL('../../node_modules/.bin/publint', import.meta.url).pathname;
    const { stdout } = await run(publint, ['run', '--strict', stackTarball]);
    expect(String(stdout)).toContain('All good!');
    const { stdout: listing } = await run('tar', ['-tzf', stackTarball]);
    const files = String(listing).trim().split('\n');
    expect(
      files.filter((file) => !/^package\/(dist\/|README\.md$|LICENSE$|package\.json$)/.test(file)),
    ).toEqual([]);
    expect(files.filter((file) => /\.test\.|\.ts$/.test(file))).toEqual([]);
  });

  it('latch-stack prints the options to paste and allows the origin it was given, beside loopback', async () => {
    const printed = stack?.output() ?? '';
    const { ports } = stack?.urls ?? { ports: { api: 0 } };
    expect(printed).toContain("import { latchLocalStack } from 'latch/local';");
    expect(printed).toContain(`latchLocalStack({ apiPort: ${ports.api},`);
    if (stack === undefined) throw new Error('no stack');
    expect(await preflight(stack, EXTRA_ORIGIN)).toBe(EXTRA_ORIGIN);
    expect(await preflight(stack, 'http://localhost:5999')).toBe('http://localhost:5999');
    expect(await preflight(stack, 'http://other.test:3000')).toBeNull();
  });

  it('a plain Node script imports latch, reads a devnet balance and verifies a SIWX session token', async () => {
    if (stack === undefined) throw new Error('no stack');
    const { stdout } = await run('node', ['script.mjs'], {
      cwd: script,
      env: { ...terminalEnv(), LATCH_API_PORT: String(stack.urls.ports.api) },
    });
    const wei = await balanceOf(stack.urls.rpcUrls['eip155:31337'] ?? '', DEVNET_ACCOUNT);
    expect(String(stdout).trim().split('\n')).toEqual([
      `balance ${formatEther(wei)} ETH`,
      `session eip155:31337:${DEVNET_ACCOUNT}`,
      'forged token SIWX_SESSION_INVALID',
    ]);
  }, 60_000);

  it('shows the Connect button; its JavaScript before the click is within its budget (hosts.vite-react)', async () => {
    expect(await measureHost('vite-react', url)).toMatchObject({ met: true });
  }, 120_000);

  it('connects the sandbox wallet through WalletConnect, sends, and shows the receipt in the host’s own UI', async () => {
    if (stack === undefined) throw new Error('no stack');
    const rpcUrl = stack.urls.rpcUrls['eip155:31337'] ?? '';
    const before = await balanceOf(rpcUrl, RECIPIENT);
    const browser = await launchJourneyBrowser();
    const errors: string[] = [];
    let wallet: Page | undefined;
    try {
      const page = await browser.context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await expect(page.getByTestId('address').textContent()).resolves.toBe('Not connected');
      await page.locator(CONNECT_BUTTON).click();
      const modal = page.locator('[data-latch-host="modal"]');
      await modal
        .getByRole('dialog', { name: 'Connect Wallet', exact: true })
        .locator('button[data-wallet-id]', { hasText: 'Latch Sandbox Wallet' })
        .click();
      const open = modal.getByRole('dialog', { name: 'WalletConnect', exact: true }).getByRole('link', {
        name: 'Open in browser',
      });
      [wallet] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
      const proposal = wallet.getByRole('article').filter({ hasText: 'Connection request' });
      await proposal.getByRole('button', { name: 'Approve' }).click({ timeout: 60_000 });
      await page
        .getByTestId('address')
        .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
        .waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await modal.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Send 0.01 ETH/ }).click();
      const request = wallet.getByRole('article').filter({ hasText: 'Send a transaction' });
      await request.getByText('0.01 ETH').waitFor({ timeout: 60_000 });
      await request.getByRole('button', { name: 'Approve' }).click();
      // The hook's status is success once the receipt is in (useLatchSendTransaction waits for it): mined by then.
      await page.getByRole('button', { name: 'Send 0.01 ETH: success' }).waitFor({ timeout: 60_000 });
      expect(await minedTo(rpcUrl, RECIPIENT)).toBe('0x1');
      expect((await balanceOf(rpcUrl, RECIPIENT)) - before).toBe(10n ** 16n);
      expect(errors).toEqual([]);
    } finally {
      await wallet?.close();
      await browser.close();
    }
  }, 240_000);
});
