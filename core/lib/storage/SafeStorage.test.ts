import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from './SafeStorage.js';
import { decoders, storageKey } from './storageKey.js';

const RECENT = storageKey('recent', 1, decoders.stringArray);

const setup = (initial: Record<string, string> = {}) => {
  const storage = new MemoryStorage(initial);
  const logger = new MemoryLogger();
  return { storage, logger, safe: new SafeStorage(storage, logger) };
};

describe('SafeStorage', () => {
  it('round-trips any value its decoder accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string()), async (value) => {
        const { safe } = setup();
        expect(await safe.write(RECENT, value)).toBe(true);
        expect(await safe.read(RECENT)).toEqual(value);
      }),
    );
  });

  it('reads arbitrary corrupt data as undefined without throwing, and logs it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (raw) => {
        fc.pre(raw !== JSON.stringify({ v: 1, d: [] }));
        const { safe, logger } = setup({ '@latch/recent': raw });
        const value = await safe.read(RECENT);
        if (value !== undefined) expect(Array.isArray(value)).toBe(true);
        else expect(logger.entries.some((e) => e.level === 'warn')).toBe(true);
      }),
    );
  });

  it('ignores values of another version', async () => {
    const { safe } = setup({ '@latch/recent': JSON.stringify({ v: 0, d: ['a'] }) });
    expect(await safe.read(RECENT)).toBeUndefined();
  });

  it('logs and ignores storage failures', async () => {
    const { safe, storage, logger } = setup();
    storage.failWrites = true;
    expect(await safe.write(RECENT, ['a'])).toBe(false);
    await safe.remove(RECENT);
    storage.failReads = true;
    expect(await safe.read(RECENT)).toBeUndefined();
    expect(logger.entries.map((e) => e.message)).toEqual([
      'storage write failed',
      'storage removal failed',
      'storage read failed',
    ]);
  });

  it('removes values', async () => {
    const { safe } = setup();
    await safe.write(RECENT, ['x']);
    await safe.remove(RECENT);
    expect(await safe.read(RECENT)).toBeUndefined();
  });
});

describe('decoders', () => {
  it('accept only their own type', () => {
    expect(decoders.number(Number.NaN)).toBeUndefined();
    expect(decoders.number(3)).toBe(3);
    expect(decoders.boolean('true')).toBeUndefined();
    expect(decoders.string(1)).toBeUndefined();
    expect(decoders.oneOf(['a', 'b'])('c')).toBeUndefined();
    expect(decoders.oneOf(['a', 'b'])('b')).toBe('b');
    expect(decoders.record(decoders.string)({ a: 'x' })).toEqual({ a: 'x' });
    expect(decoders.record(decoders.string)({ a: 1 })).toBeUndefined();
    expect(decoders.record(decoders.string)([])).toBeUndefined();
  });
});

describe('decoders.record with hostile keys', () => {
  it('keeps a "__proto__" key as data', () => {
    const decoded = decoders.record(decoders.string)(JSON.parse('{"__proto__":"x","a":"y"}'));
    expect(decoded && Object.keys(decoded)).toEqual(['__proto__', 'a']);
    expect(decoded && Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toBe('x');
  });
});
