import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devKekPath } from './custody/resolveKeyRing.js';
import { readWalletEnv, type WalletEnv } from './readWalletEnv.js';
import { startWalletService } from './startWalletService.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-wallet-start-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const env = (values: Record<string, string>): WalletEnv => {
  const read = readWalletEnv(values);
  if (!read.ok) throw new Error(read.errors.join('; '));
  return read.env;
};

// No query reaches the database in these tests: /health and refusals at start only.
const db = { query: () => Promise.reject(new Error('no database in this test')) };

describe('starting the wallet service', () => {
  it('listens on loopback with the development KEK it generates into the data folder', async () => {
    const service = await startWalletService({
      db,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      env: env({ SMTP_URL: 'smtp://127.0.0.1:1', LATCH_DEVELOPMENT: '1' }),
      logLevel: 'silent',
    });
    try {
      expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok' });
      expect((await stat(devKekPath(dataDir))).size).toBeGreaterThan(40);
    } finally {
      await service.close();
    }
  });

  it('refuses to start without SMTP_URL, or beyond loopback without a public URL or WALLET_KEK', async () => {
    const start = (host: string, values: Record<string, string>) =>
      startWalletService({
        db,
        port: 0,
        host,
        dataDir,
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        env: env(values),
        logLevel: 'silent',
      });
    await expect(start('127.0.0.1', {})).rejects.toThrow('SMTP_URL is required');
    // On loopback, but without the development flag (behind a reverse proxy): no development defaults.
    await expect(start('127.0.0.1', { SMTP_URL: 'smtp://mail' })).rejects.toThrow(
      'WALLET_SERVICE_PUBLIC_URL is required (the loopback address is used only with LATCH_DEVELOPMENT=1)',
    );
    await expect(
      start('127.0.0.1', {
        SMTP_URL: 'smtp://mail',
        WALLET_SERVICE_PUBLIC_URL: 'https://wallet.example.com',
      }),
    ).rejects.toThrow('WALLET_KEK is required (a development key is made only with LATCH_DEVELOPMENT=1)');
    await expect(start('0.0.0.0', { SMTP_URL: 'smtp://mail' })).rejects.toThrow(
      'WALLET_SERVICE_PUBLIC_URL is required when the wallet service listens on 0.0.0.0',
    );
    await expect(
      start('0.0.0.0', { SMTP_URL: 'smtp://mail', WALLET_SERVICE_PUBLIC_URL: 'https://wallet.example.com' }),
    ).rejects.toThrow('WALLET_KEK is required when the wallet service listens on 0.0.0.0 (beyond loopback)');
  });
});
