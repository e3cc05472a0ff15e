import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from './fileStorage.js';
import { createWebStorage } from './webStorage.js';

class FakeWebStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('web storage adapter', () => {
  it('reads, writes and removes through the Storage API', async () => {
    const backing = new FakeWebStorage();
    const storage = createWebStorage(() => backing as unknown as Storage);
    expect(await storage.getItem('k')).toBeUndefined();
    await storage.setItem('k', 'v');
    expect(await storage.getItem('k')).toBe('v');
    await storage.removeItem('k');
    expect(backing.map.size).toBe(0);
  });

  it('on a server (a server render): finds nothing and drops writes quietly', async () => {
    const storage = createWebStorage(() => undefined);
    expect(await storage.getItem('k')).toBeUndefined();
    await expect(storage.setItem('k', 'v')).resolves.toBeUndefined();
    await expect(storage.removeItem('k')).resolves.toBeUndefined();
  });

  it('in a browser that blocks site data: finds nothing and refuses writes (core logs them)', async () => {
    const storage = createWebStorage(
      () => undefined,
      () => false,
    );
    expect(await storage.getItem('k')).toBeUndefined();
    await expect(storage.setItem('k', 'v')).rejects.toThrow('Web Storage is not available');
  });

  it('defaults to globalThis.localStorage, which Node does not have', async () => {
    expect(await createWebStorage().getItem('anything')).toBeUndefined();
  });
});

describe('file storage adapter', () => {
  it('persists across instances and serialises concurrent writes', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'latch-')), 'nested', 'store.json');
    const first = createFileStorage(path);
    await Promise.all(Array.from({ length: 20 }, (_, i) => first.setItem(`k${i}`, String(i))));
    await first.removeItem('k0');
    const second = createFileStorage(path);
    expect(await second.getItem('k19')).toBe('19');
    expect(await second.getItem('k0')).toBeUndefined();
    expect(Object.keys(JSON.parse(await readFile(path, 'utf8')))).toHaveLength(19);
  });

  it('reads a corrupt file as empty and recovers on the next write', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'latch-')), 'store.json');
    await writeFile(path, '{not json');
    const storage = createFileStorage(path);
    expect(await storage.getItem('k')).toBeUndefined();
    await storage.setItem('k', 'v');
    expect(await storage.getItem('k')).toBe('v');
    await writeFile(path, '[1,2]');
    expect(await storage.getItem('k')).toBeUndefined();
  });
});
