import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_VIEM_RANGE, installHost, installWeight } from './installHost.js';
import { PUBLIC_PACKAGES, type PublicPackage, packTarballs } from './packTarballs.js';

const run = promisify(execFile);
const bin = (name: string) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;

/** Issue 25's limits: the packed latch + @latch/react with their peers, installed into an empty folder. */
const WEIGHT_LIMIT = { packages: 170, megabytes: 200 };

/** What each public entry point exports, by name: a change here is a change of the packages' API. */
const EXPORTED_NAMES: Record<string, readonly string[]> = {
  latch: ['LatchError', 'createLatch', 'isLatchError', 'latchDisposed', 'latchSignIn', 'verifyLatchSession'],
  'latch/solana': ['solana'],
  'latch/networks': [
    'arbitrum',
    'avalanche',
    'base',
    'bsc',
    'celo',
    'fromViemChain',
    'gnosis',
    'latchDevnet',
    'latchDevnetL2',
    'mainnet',
    'optimism',
    'polygon',
    'sepolia',
    'solana',
    'solanaDevnet',
    'solanaTestnet',
    'zksync',
  ],
  'latch/local': ['LOCAL_PROJECT_ID', 'SANDBOX_WALLET_ID', 'latchLocalStack'],
  'latch/node': ['createFileStorage'],
  'latch/eip1193': ['EIP1193_CODES', 'ProviderRpcError', 'latchEip1193Provider', 'whenRestored'],
  '@latch/wagmi': [
    'LATCH_CONNECTOR_TYPE',
    'latchConnector',
    'latchNetworksFromChains',
    'latchWagmiChains',
    'latchWagmiConfig',
    'latchWagmiTransports',
    'toViemChain',
  ],
  '@latch/react': [
    'AccountButton',
    'ConnectButton',
    'DEFAULT_VIEWS',
    'LatchProvider',
    'NetworkButton',
    'PALETTES',
    'THEME_DEFAULTS',
    'THEME_VARIABLES',
    'mapThemeVariables',
    'useLatch',
    'useLatchAccount',
    'useLatchModal',
    'useLatchNetwork',
    'useLatchSendTransaction',
    'useLatchSignMessage',
    'useLatchStatus',
    'useLatchTheme',
  ],
  '@latch/testing': [
    'FakeHttpTransport',
    'FixedPlatform',
    'MEMORY_WALLET_ICON',
    'ManualClock',
    'MemoryChainReader',
    'MemoryConnectorDiscovery',
    'MemoryDataService',
    'MemoryEmbeddedWalletFrame',
    'MemoryImagePrefetcher',
    'MemoryLogger',
    'MemoryPopup',
    'MemoryPopupOpener',
    'MemorySiwx',
    'MemoryStorage',
    'MemoryWalletConnector',
    'MemoryWalletRegistry',
    'MemoryWalletStandardWallet',
    'RecordingAnalyticsSink',
    'SequentialIds',
    'TEST_WALLET_ADDRESS',
    'TEST_WALLET_ID',
    'TestWallet',
    'createRealTimeClock',
    'createTestLatch',
    'flushMicrotasks',
    'formatBalance',
    'formatTokenValue',
    'jsonReply',
    'jsonRpcHandler',
    'latchElement',
    'latchModal',
    'latchShadowRoot',
    'memoryNetwork',
    'memorySignature',
    'multiplyDecimal',
    'networkFailure',
    'queryLatchShadowRoot',
    'settleOn',
  ],
};

/** A host's own TypeScript, under the strictest common settings and with every library's types checked. */
const HOST_SOURCE = `import { createLatch, isLatchError, type LatchConfig, type WalletConnector } from 'latch';
import { latchDevnet, mainnet, solanaDevnet } from 'latch/networks';
import { solana } from 'latch/solana';
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react';
import { MemoryStorage, MemoryWalletConnector } from '@latch/testing';
import { latchWagmiConfig } from '@latch/wagmi';
import { createConfig } from '@wagmi/core';

const connectors: readonly WalletConnector[] = [new MemoryWalletConnector({ id: 'memory', name: 'Memory' }, { caipNetworkId: 'eip155:31337' })];
const config: LatchConfig = { projectId: 'latch-local', networks: [latchDevnet(), mainnet, solanaDevnet], storage: new MemoryStorage(), connectors, solana };
const latch = createLatch(config);
if (latch.isErr()) throw new Error(isLatchError(latch.error) ? latch.error.code : 'unexpected');
// A wagmi app: one list of chains (Latch's EVM networks), Latch's modal behind wagmi's connect.
export const wagmiConfig = createConfig({ ...latchWagmiConfig(latch.value), ssr: true });

function Address() {
  const { address } = useLatchAccount();
  return <p>{address ?? 'not connected'}</p>;
}

export const App = () => (
  <LatchProvider latch={latch.value}>
    <ConnectButton />
    <Address />
  </LatchProvider>
);
`;

/** The strictest common settings, every library's types checked: the inline host's. */
const HOST_OPTIONS = {
  target: 'ES2022',
  lib: ['ESNext', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  erasableSyntaxOnly: true,
  verbatimModuleSyntax: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noUncheckedSideEffectImports: true,
};

/**
 * The create-vite react-ts template's tsconfig.app.json (create-vite 9.3.0, as viteHost.test.ts makes the app),
 * with skipLibCheck false and strict on. Two differences: no `types: ['vite/client']` (the fixture uses none of
 * it and the host has no vite), and lib ESNext instead of the template's `['ES2023', 'DOM']` — under ES2023,
 * mobx 7's own types (a dependency of `latch`) do not check: `ReadonlySetLike` (ES2024) and, with TypeScript 7,
 * `Disposable` (esnext.disposable) are missing.
 */
const VITE_OPTIONS = {
  target: 'es2023',
  lib: ['ESNext', 'DOM'],
  module: 'esnext',
  allowArbitraryExtensions: true,
  skipLibCheck: false,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
};

/** As create-next-app writes them (tsconfig.json), skipLibCheck false; its Next plugin only serves editors. */
const NEXT_OPTIONS = {
  target: 'ES2017',
  lib: ['dom', 'dom.iterable', 'esnext'],
  allowJs: true,
  skipLibCheck: false,
  strict: true,
  noEmit: true,
  esModuleInterop: true,
  module: 'esnext',
  moduleResolution: 'bundler',
  resolveJsonModule: true,
  isolatedModules: true,
  jsx: 'react-jsx',
};

const fixture = (path: string) => fileURLToPath(new URL(`../../examples/${path}`, import.meta.url));

/**
 * What the host checks, each project in its own folder of the host (its node_modules): the inline source above
 * (every public entry point), and the examples' own files as a host has them — the Vite app's src/ and the Next.js
 * app's client component (its layout and page import only Next).
 */
const TS_PROJECTS = [
  { name: 'inline host (every entry point)', folder: 'inline', files: [], options: HOST_OPTIONS },
  { name: 'examples/vite-react/src', folder: 'vite', files: ['vite-react/src'], options: VITE_OPTIONS },
  {
    name: 'examples/next-app/app/latch.tsx',
    folder: 'next',
    files: ['next-app/app/latch.tsx'],
    options: NEXT_OPTIONS,
  },
] as const;

/** The compilers: the oldest TypeScript hosts are asked to have, and the current major (npm's latest). */
const TYPESCRIPTS = ['5.9', 'latest'] as const;

// Each test runs a tool over the tarballs (publint, attw, tar, node, npm): minutes on a busy machine, not seconds.
describe('the public packages, as npm publish would upload them', { timeout: 240_000 }, () => {
  let work = '';
  let tarballs = {} as Record<PublicPackage, string>;
  let host = '';
  /** Each compiler installed once, into a folder of its own, when a check first asks for them. */
  let installed: Promise<{ typescript: string; tsc: string }[]> | undefined;
  const compilers = () => {
    installed ??= Promise.all(
      TYPESCRIPTS.map(async (typescript) => {
        const dir = join(work, `ts-${typescript}`);
        await mkdir(dir);
        await installHost(dir, { typescript });
        return { typescript, tsc: join(dir, 'node_modules', '.bin', 'tsc') };
      }),
    );
    return installed;
  };

  beforeAll(async () => {
    // Outside the workspace: nothing of the repository's node_modules can be found from there.
    work = await mkdtemp(join(tmpdir(), 'latch-packages-'));
    tarballs = await packTarballs(work);
    host = join(work, 'host');
    await mkdir(host);
    await installHost(host, {
      latch: `file:${tarballs.latch}`,
      '@latch/react': `file:${tarballs['@latch/react']}`,
      '@latch/testing': `file:${tarballs['@latch/testing']}`,
      '@latch/wagmi': `file:${tarballs['@latch/wagmi']}`,
      '@wagmi/core': '^3.0.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      viem: HOST_VIEM_RANGE,
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
    });
  }, 600_000);

  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true });
  }, 120_000);

  it.each(PUBLIC_PACKAGES)('%s: publint finds nothing, strict', async (name) => {
    const { stdout } = await run(bin('publint'), ['run', '--strict', tarballs[name]]);
    expect(stdout).toContain('All good!');
  });

  it.each(PUBLIC_PACKAGES)('%s: are-the-types-wrong finds nothing for an ESM package', async (name) => {
    // Exits non-zero on any problem; esm-only leaves out the CommonJS and node10 resolutions a pure-ESM
    // package does not offer.
    const { stdout } = await run(bin('attw'), [tarballs[name], '--profile', 'esm-only', '--format', 'json']);
    const report = JSON.parse(stdout) as { analysis: { problems: readonly { resolutionKind?: string }[] } };
    const counted = report.analysis.problems.filter(
      (problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs',
    );
    expect(counted).toEqual([]);
  });

  it.each(PUBLIC_PACKAGES)(
    '%s: ships only built files, its README and licence — no source, test or fixture',
    async (name) => {
      const { stdout } = await run('tar', ['-tzf', tarballs[name]]);
      const files = stdout.trim().split('\n');
      expect(files).toContain('package/package.json');
      expect(files).toContain('package/README.md');
      expect(files).toContain('package/LICENSE');
      const other = files.filter(
        (file) =>
          !/^package\/dist\/.+\.(js|d\.ts|woff2|txt)$/.test(file) &&
          !['package/package.json', 'package/README.md', 'package/LICENSE'].includes(file),
      );
      expect(other).toEqual([]);
      expect(
        files.filter((file) => /\.test\.|testFixtures|fakeFrameDom|scriptedProvider/.test(file)),
      ).toEqual([]);
    },
  );

  it('installs latch + @latch/react with their peers within the weight limit', async () => {
    const dir = join(work, 'weight');
    await mkdir(dir);
    await installHost(dir, {
      latch: `file:${tarballs.latch}`,
      '@latch/react': `file:${tarballs['@latch/react']}`,
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      viem: HOST_VIEM_RANGE,
    });
    const weight = await installWeight(dir);
    const megabytes = weight.bytes / 1_000_000;
    console.log(
      `install weight: ${weight.packages} packages, ${megabytes.toFixed(1)} MB ` +
        `(limit ${WEIGHT_LIMIT.packages} packages, ${WEIGHT_LIMIT.megabytes} MB)`,
    );
    expect(weight.packages).toBeLessThanOrEqual(WEIGHT_LIMIT.packages);
    expect(megabytes).toBeLessThanOrEqual(WEIGHT_LIMIT.megabytes);
  }, 600_000);

  it('installs nothing server-side or devnet-side with the client packages', async () => {
    const { stdout } = await run('npm', ['ls', '--all', '--parseable'], {
      cwd: host,
      maxBuffer: 16 * 1024 * 1024,
    });
    const names = new Set(stdout.split('\n').map((path) => path.split('node_modules/').at(-1) ?? ''));
    for (const server of [
      'fastify',
      'pg',
      '@electric-sql/pglite',
      '@foundry-rs/anvil',
      'litesvm',
      'oidc-provider',
      'nodemailer',
      'smtp-server',
      'ioredis',
      'prom-client',
      'solc',
      '@solana/web3.js',
    ])
      expect(names.has(server)).toBe(false);
  });

  it('each entry point imports in plain Node (no loader, no bundler) and exports exactly its API', async () => {
    for (const [entry, names] of Object.entries(EXPORTED_NAMES)) {
      const { stdout } = await run(
        'node',
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
        ],
        { cwd: host },
      );
      expect({ entry, names: JSON.parse(stdout) }).toEqual({ entry, names: [...names].sort() });
    }
  });

  it('@latch/testing imports without fast-check; its arbitraries entry names the missing optional peer', async () => {
    await expect(
      run('node', ['--input-type=module', '-e', "await import('@latch/testing/arbitraries')"], { cwd: host }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("Cannot find package 'fast-check'") });
  });

  it.each(TS_PROJECTS)(
    'a host’s strict TypeScript checks $name against the types, library types included (5.9 and the current major)',
    async ({ folder, files, options }) => {
      const project = join(host, folder);
      await mkdir(project, { recursive: true });
      if (folder === 'inline') await writeFile(join(project, 'App.tsx'), HOST_SOURCE);
      for (const file of files)
        await cp(fixture(file), join(project, file.split('/').at(-1) ?? file), { recursive: true });
      await writeFile(
        join(project, 'tsconfig.json'),
        // The host's tests (examples/vite-react/src/wallet.test.tsx) need its test runner's types: J21
        // (viteHost.test.ts) checks them in the Vite app that installs vitest and Testing Library.
        JSON.stringify({ compilerOptions: options, include: ['.'], exclude: ['**/*.test.tsx'] }, null, 2),
      );
      const results = [];
      // The compiler from its own folder; everything it checks from the host's.
      for (const { typescript, tsc } of await compilers())
        results.push(
          await run(tsc, ['-p', project]).then(
            () => ({ typescript, ok: true, output: '' }),
            (error: { stdout?: string }) => ({ typescript, ok: false, output: error.stdout ?? '' }),
          ),
        );
      expect(results).toEqual(TYPESCRIPTS.map((typescript) => ({ typescript, ok: true, output: '' })));
    },
    600_000,
  );

  it('checks with TypeScript 5.9 and with the current major, both runnable', async () => {
    const versions = [];
    for (const { typescript, tsc } of await compilers())
      versions.push({ typescript, version: (await run(tsc, ['--version'])).stdout.trim() });
    console.log(`host type-check: ${versions.map((entry) => entry.version).join(', ')}`);
    const { stdout: latest } = await run('npm', ['view', 'typescript@latest', 'version']);
    expect(versions).toEqual([
      { typescript: '5.9', version: expect.stringMatching(/^Version 5\.9\./) },
      { typescript: 'latest', version: `Version ${latest.trim()}` },
    ]);
  }, 600_000);
});
