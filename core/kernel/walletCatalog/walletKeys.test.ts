import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletKeys } from './walletKeys.js';

describe('walletKeys', () => {
  it('trims, lower-cases, drops empty values and repeats', () => {
    expect(walletKeys(' IO.MetaMask ', undefined, '', 'io.metamask', 'me.rainbow')).toEqual([
      'io.metamask',
      'me.rainbow',
    ]);
    expect(walletKeys()).toEqual([]);
  });

  it('is idempotent and yields unique, normalised keys', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined })), (values) => {
        const keys = walletKeys(...values);
        expect(new Set(keys).size).toBe(keys.length);
        expect(walletKeys(...keys)).toEqual(keys);
        for (const key of keys) expect(key).toBe(key.trim().toLowerCase());
        expect(keys.every((key) => key !== '')).toBe(true);
      }),
    );
  });
});
