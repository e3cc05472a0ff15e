import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthKeyCheck, devAuthKeyPath, devRpKeyPath, resolveAuthKey, resolveRpKey } from './authKey.js';

describe('the relay auth key', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('matches only the very key, given once', () => {
    const isKey = createAuthKeyCheck('k'.repeat(40));
    expect(isKey('k'.repeat(40))).toBe(true);
    for (const other of [undefined, '', 'k'.repeat(39), 'k'.repeat(41), 'K'.repeat(40), ['k'.repeat(40)]]) {
      expect(isKey(other)).toBe(false);
    }
  });

  it('takes FARCASTER_RELAY_AUTH_KEY when set, refusing a short one', async () => {
    const key = 'x'.repeat(32);
    expect(await resolveAuthKey({ authKey: key, host: '0.0.0.0', dataDir: '/nonexistent' })).toBe(key);
    await expect(
      resolveAuthKey({ authKey: 'short', host: '127.0.0.1', dataDir: '/nonexistent' }),
    ).rejects.toThrow(/at least 32 characters/);
  });

  it('makes no development key without LATCH_DEVELOPMENT=1, even on loopback', async () => {
    await expect(resolveAuthKey({ host: '127.0.0.1', dataDir: '/nonexistent' })).rejects.toThrow(
      'FARCASTER_RELAY_AUTH_KEY is required (a development key is made only with LATCH_DEVELOPMENT=1)',
    );
  });

  it('refuses to start beyond loopback without a configured key', async () => {
    await expect(resolveAuthKey({ host: '0.0.0.0', dataDir: '/nonexistent' })).rejects.toThrow(
      /FARCASTER_RELAY_AUTH_KEY is required when the relay listens on 0\.0\.0\.0/,
    );
  });

  it('makes a development key on loopback once, readable only by its owner, and reuses it', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-farcaster-key-'));
    const first = await resolveAuthKey({ host: '127.0.0.1', dataDir, development: true });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(devAuthKeyPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthKey({ host: 'localhost', dataDir, development: true })).toBe(first);
  });

  it('keeps the relying-party key apart: its own variable beyond loopback, its own development file', async () => {
    await expect(resolveRpKey({ host: '0.0.0.0', dataDir: '/nonexistent' })).rejects.toThrow(
      /FARCASTER_RELAY_RP_KEY is required when the relay listens on 0\.0\.0\.0/,
    );
    dataDir = await mkdtemp(join(tmpdir(), 'latch-farcaster-key-'));
    const rp = await resolveRpKey({ host: '127.0.0.1', dataDir, development: true });
    expect((await stat(devRpKeyPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(rp).not.toBe(await resolveAuthKey({ host: '127.0.0.1', dataDir, development: true }));
    expect(await resolveRpKey({ host: 'localhost', dataDir, development: true })).toBe(rp);
  });
});
