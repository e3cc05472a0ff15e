import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    'flushMicrotasks',
    'formatBalance',
    'formatTokenValue',
    'jsonReply',
    'jsonRpcHandler',
    'memoryNetwork',
    'memorySignature',
    'multiplyDecimal',
    'networkFailure',
    'settleOn',
  ],
};

/** A host's own TypeScript, under the strictest common settings and with every library's types checked. */
const HOST_SOURCE = `import { createLatch, isLatchError, type LatchConfig, type WalletConnector } from 'latch';
import { latchDevnet, mainnet, solanaDevnet } from 'latch/networks';
import { solana } from 'latch/solana';
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react';
import { MemoryStorage, MemoryWalletConnector } from '@latch/testing';

const connectors: readonly WalletConnector[] = [new MemoryWalletConnector({ id: 'memory', name: 'Memory' }, { caipNetworkId: 'eip155:31337' })];
const config: LatchConfig = { projectId: 'latch-local', networks: [latchDevnet(), mainnet, solanaDevnet], storage: new MemoryStorage(), connectors, solana };
const latch = createLatch(config);
if (latch.isErr()) throw new Error(isLatchError(latch.error) ? latch.error.code : 'unexpected');

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

const HOST_TSCONFIG = {
  compilerOptions: {
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
  },
  include: ['src'],
};

describe('the public packages, as npm publish would upload them', () => {
  let work = '';
  let tarballs = {} as Record<PublicPackage, string>;
  let host = '';

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
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      viem: HOST_VIEM_RANGE,
      '@types/react': '^19.0.0',
      '@types/react-dom': '^19.0.0',
    });
  }, 600_000);

  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

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

  it('a host’s strict TypeScript checks against the types, library types included (5.9 and the current major)', async () => {
    await mkdir(join(host, 'src'), { recursive: true });
    await writeFile(join(host, 'src', 'App.tsx'), HOST_SOURCE);
    await writeFile(join(host, 'tsconfig.json'), JSON.stringify(HOST_TSCONFIG, null, 2));
    for (const typescript of ['5.9', 'latest']) {
      const dir = join(work, `ts-${typescript}`);
      await mkdir(dir);
      await installHost(dir, { typescript });
      // The compiler from its own folder; everything it checks from the host's.
      const result = await run(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', host]).then(
        () => ({ typescript, ok: true, output: '' }),
        (error: { stdout?: string }) => ({ typescript, ok: false, output: error.stdout ?? '' }),
      );
      expect(result).toEqual({ typescript, ok: true, output: '' });
    }
  }, 600_000);
});
