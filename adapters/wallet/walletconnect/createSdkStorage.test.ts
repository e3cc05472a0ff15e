import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../testkits/index.js';
import { createSdkStorage } from './createSdkStorage.js';

describe('createSdkStorage', () => {
  it('keeps JSON values (bigints too) under its namespace and lists its keys', async () => {
    const memory = new MemoryStorage({ 'other:wc@2:x': '"not ours"' });
    const storage = createSdkStorage(memory, 'dapp');
    await storage.setItem('wc@2:core//keychain', { a: 1, big: 12n });
    await storage.setItem('wc@2:core//session', [{ topic: 't' }]);
    await storage.setItem('wc@2:core//session', []);
    expect(await storage.getItem('wc@2:core//keychain')).toEqual({ a: 1, big: 12n });
    expect(await storage.getItem('missing')).toBeUndefined();
    expect(await storage.getKeys()).toEqual(['wc@2:core//keychain', 'wc@2:core//session']);
    expect(await storage.getEntries()).toEqual([
      ['wc@2:core//keychain', { a: 1, big: 12n }],
      ['wc@2:core//session', []],
    ]);
    expect(memory.data.get('dapp:wc@2:core//keychain')).toBe('{"a":1,"big":"12n"}');
    expect(memory.data.get('other:wc@2:x')).toBe('"not ours"');
  });

  it('forgets removed keys, survives a new instance, and reads corrupt data as missing', async () => {
    const memory = new MemoryStorage();
    const first = createSdkStorage(memory, 'p');
    await first.setItem('a', 1);
    await first.setItem('b', 2);
    await first.removeItem('a');
    await first.removeItem('never-set');
    memory.data.set('p:c', '{broken');
    memory.data.set('p#keys', JSON.stringify(['b', 'c', 7]));
    const second = createSdkStorage(memory, 'p');
    expect(await second.getKeys()).toEqual(['b', 'c']);
    expect(await second.getItem('c')).toBeUndefined();
    expect(await second.getEntries()).toEqual([['b', 2]]);
    memory.data.set('q#keys', 'not json');
    expect(await createSdkStorage(memory, 'q').getKeys()).toEqual([]);
  });

  it('runs operations in call order, and a failed write does not block the next ones', async () => {
    const memory = new MemoryStorage();
    const storage = createSdkStorage(memory, 'p');
    const pending = [storage.setItem('k', 1), storage.setItem('k', 2), storage.getItem('k')];
    expect(await Promise.all(pending)).toEqual([undefined, undefined, 2]);
    memory.failWrites = true;
    await expect(storage.setItem('k', 3)).rejects.toThrow('write of p:k failed');
    memory.failWrites = false;
    await storage.setItem('k', 4);
    expect(await storage.getItem('k')).toBe(4);
  });
});
