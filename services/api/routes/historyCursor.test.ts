import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js';

const position = fc.record({
  blockTime: fc.integer({ min: 0, max: 2 ** 40 }),
  chainId: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => `eip155:${id}`),
  blockNumber: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
  txIndex: fc.integer({ min: 0, max: 100_000 }),
});

describe('history cursors', () => {
  it('decode to the position they were made from, and are URL-safe', () => {
    fc.assert(
      fc.property(position, (at) => {
        const cursor = encodeHistoryCursor(at);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeHistoryCursor(cursor)).toEqual(at);
      }),
    );
  });

  it('refuse anything else', () => {
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      '',
      'not-a-cursor',
      encoded('1|eip155:1|2'),
      encoded('1|eip155:1|2|3|4'),
      encoded('-1|eip155:1|2|3'),
      encoded('01|eip155:1|2|3'),
      encoded('1|solana:abc|2|3'),
      encoded('1|eip155:1|x|3'),
      `${encodeHistoryCursor({ blockTime: 1, chainId: 'eip155:1', blockNumber: 2n, txIndex: 3 })}=`,
    ]) {
      expect(decodeHistoryCursor(bad), bad).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeHistoryCursor(text);
        if (decoded !== undefined) expect(encodeHistoryCursor(decoded)).toBe(text);
      }),
    );
  });
});
