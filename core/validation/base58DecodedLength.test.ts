import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58DecodedLength } from './base58DecodedLength.js';

describe('base58DecodedLength', () => {
  it('is the length of the bytes any base58 string decodes to, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base58DecodedLength(base58.encode(bytes))).toBe(bytes.length);
      }),
    );
  });

  it('counts each leading 1 as a zero byte', () => {
    expect(base58DecodedLength('')).toBe(0);
    expect(base58DecodedLength('1')).toBe(1);
    expect(base58DecodedLength('111z')).toBe(4);
  });

  it('is undefined for a character outside the alphabet', () => {
    for (const value of ['0', 'O', 'I', 'l', 'abc+', ' 1'])
      expect(base58DecodedLength(value)).toBeUndefined();
  });
});
