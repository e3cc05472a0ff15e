import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC } from '../devnet/index.js';
import { solanaCaipNetworkId, solanaGenesisHash } from '../solana-devnet/clusterId.js';
import type { SolanaDevnetManifest } from '../solana-devnet/manifest.js';
import { writeSolanaManifest } from '../solana-devnet/manifestFile.js';
import { projectNotConfigured } from './http/projectGuard.js';
import { fakeChain } from './testing/fakeChain.js';
import { HOOK_TIMEOUT_MS } from './testing/hookTimeout.js';
import { seedPgliteDataDir } from './testing/pgliteTemplate.js';
import { closedPort } from './testing/testDevnet.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Resolves with the first line matching `pattern` on the child's stdout, rejects when it exits first. */
const waitForLine = (child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> =>
  new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const line = seen.split('\n').find((candidate) => pattern.test(candidate));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${seen}`));
    });
  });

/** A Solana devnet manifest (nothing listens behind it: supported-chains only lists its id). */
const SOLANA_GENESIS = solanaGenesisHash('main-test');
const KEY = '11111111111111111111111111111111';
const SOLANA_MANIFEST: SolanaDevnetManifest = {
  version: 1,
  seed: 'main-test',
  name: 'Test Solana Devnet',
  genesisHash: SOLANA_GENESIS,
  caipNetworkId: solanaCaipNetworkId(SOLANA_GENESIS),
  rpcUrl: 'http://127.0.0.1:1',
  wsUrl: 'ws://127.0.0.1:1',
  tokens: { USDC: { symbol: 'USDC', name: 'USD Coin', decimals: 6, mint: KEY, programId: KEY } },
  treasury: KEY,
  accounts: [KEY],
};

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));

describe('tsx services/api/main.ts', () => {
  let dataDir = '';
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-api-main-'));
    await seedPgliteDataDir(dataDir);
    await mkdir(join(dataDir, 'devnet'), { recursive: true });
    const manifest = { version: 1, mnemonic: DEVNET_MNEMONIC, chains: [fakeChain(31337), fakeChain(31338)] };
    await writeFile(join(dataDir, 'devnet', 'manifest.json'), JSON.stringify(manifest));
    await writeSolanaManifest(dataDir, SOLANA_MANIFEST);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    if (child !== undefined && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it(
    "serves the manifests' chains (the Solana devnet's cluster after the EVM chains) on API_PORT and exits cleanly on SIGTERM",
    async () => {
      const [apiPort, pglitePort] = [await closedPort(), await closedPort()];
      child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: ROOT,
        env: {
          ...process.env,
          LATCH_DATA_DIR: dataDir,
          API_PORT: String(apiPort),
          PGLITE_PORT: String(pglitePort),
          API_LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          REDIS_URL: '',
          LATCH_DEVELOPMENT: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Spawning tsx, PGlite and every migration: minutes on a busy machine.
      const line = await waitForLine(child, /api: listening on/, 150_000);
      expect(line).toBe(`api: listening on http://127.0.0.1:${apiPort} (pglite, rate limits in memory)`);
      // latch-local exists because LATCH_DEVELOPMENT=1 seeded it (no migration creates it).
      const chains = await fetch(`http://127.0.0.1:${apiPort}/v1/supported-chains?projectId=latch-local`);
      expect(await chains.json()).toEqual({
        http: ['eip155:31337', 'eip155:31338', SOLANA_MANIFEST.caipNetworkId],
        ws: [],
      });
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      const after = await fetch(`http://127.0.0.1:${apiPort}/health`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(after).toBe('refused');
    },
    3 * HOOK_TIMEOUT_MS,
  );

  it(
    'without LATCH_DEVELOPMENT=1 (a production start, here on loopback) seeds no latch-local: a page naming it is refused',
    async () => {
      const fresh = await mkdtemp(join(tmpdir(), 'latch-api-main-production-'));
      await seedPgliteDataDir(fresh);
      const apiPort = await closedPort();
      const production = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: ROOT,
        env: {
          ...process.env,
          LATCH_DATA_DIR: fresh,
          API_PORT: String(apiPort),
          API_LOG_LEVEL: 'warn',
          API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
          DATABASE_URL: '',
          REDIS_URL: '',
          LATCH_DEVELOPMENT: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        await waitForLine(production, /api: listening on/, 150_000);
        const response = await fetch(
          `http://127.0.0.1:${apiPort}/v1/supported-chains?projectId=latch-local`,
          {
            headers: { origin: 'http://localhost:5173' },
          },
        );
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 403,
          body: projectNotConfigured('latch-local').body,
        });
      } finally {
        production.kill('SIGTERM');
        await exited(production);
        await rm(fresh, { recursive: true, force: true });
      }
    },
    3 * HOOK_TIMEOUT_MS,
  );

  /** main.ts with `env` beside an empty data folder and PGlite: its exit code and what it wrote to stderr. */
  const failedStart = async (env: Readonly<Record<string, string>>) => {
    const failing = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...process.env, LATCH_DATA_DIR: dataDir, API_PORT: '0', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    failing.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    return { code: await exited(failing), stderr };
  };

  it(
    'refuses to start with a short API_SECRET, saying so',
    async () => {
      const failed = await failedStart({ API_SECRET: 'short', LATCH_DEVELOPMENT: '1' });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('API_SECRET must be at least 32 characters');
    },
    3 * HOOK_TIMEOUT_MS,
  );

  it(
    'on loopback without LATCH_DEVELOPMENT=1 takes no development default: it refuses to start without API_PUBLIC_URL',
    async () => {
      const failed = await failedStart({ API_PUBLIC_URL: '', LATCH_DEVELOPMENT: '' });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(
        'API_PUBLIC_URL is required (the loopback address as public URL only with LATCH_DEVELOPMENT=1, the local stack)',
      );
    },
    3 * HOOK_TIMEOUT_MS,
  );
});
