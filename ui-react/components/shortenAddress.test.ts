import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress.js';

describe('shortenAddress', () => {
  it('keeps 0x and four characters each side of an EVM address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(shortenAddress('0xabc')).toBe('0xabc');
  });

  it('property: a shortened address keeps its head and tail and is never longer than the original', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (address) => {
        const short = shortenAddress(address);
        expect(short.length).toBeLessThanOrEqual(address.length);
        expect(address.startsWith(short.slice(0, Math.min(6, short.length)))).toBe(true);
        if (short !== address) expect(address.endsWith(short.slice(-4))).toBe(true);
      }),
    );
  });
});
