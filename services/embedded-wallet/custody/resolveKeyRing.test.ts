import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatKek } from './KeyRing.js';
import { devKekPath, resolveKeyRing } from './resolveKeyRing.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-kek-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the key-encryption key at start', () => {
  it('uses WALLET_KEK when set, on any host', async () => {
    const kek = formatKek({ id: 'ops-1', key: Buffer.alloc(32, 7) });
    expect((await resolveKeyRing({ kek, host: '0.0.0.0', dataDir })).current.id).toBe('ops-1');
  });

  it('generates a development key into the data folder on loopback (owner-only) and reuses it', async () => {
    const first = await resolveKeyRing({ host: '127.0.0.1', dataDir, development: true });
    const second = await resolveKeyRing({ host: '127.0.0.1', dataDir, development: true });
    expect(first.current.id).toMatch(/^dev-/);
    expect(second.current.id).toBe(first.current.id);
    expect(Buffer.from(second.current.key).equals(Buffer.from(first.current.key))).toBe(true);
    expect((await stat(devKekPath(dataDir))).mode & 0o777).toBe(0o600);
    expect((await readFile(devKekPath(dataDir), 'utf8')).trim()).toBe(formatKek(first.current));
  });

  it('refuses to start beyond loopback without WALLET_KEK', async () => {
    // Loopback alone is no development (behind a reverse proxy the service listens on loopback).
    await expect(resolveKeyRing({ host: '127.0.0.1', dataDir })).rejects.toThrow(
      'WALLET_KEK is required (a development key is made only with LATCH_DEVELOPMENT=1)',
    );
    await expect(resolveKeyRing({ host: '0.0.0.0', dataDir, development: true })).rejects.toThrow(
      'WALLET_KEK is required when the wallet service listens on 0.0.0.0 (beyond loopback)',
    );
  });
});
