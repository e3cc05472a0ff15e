import { describe, expect, it } from 'vitest';
import { parseTypedData } from './parseTypedData.js';

const TYPED = {
  domain: {
    name: 'Latch',
    version: '1',
    chainId: '0x7a69',
    verifyingContract: '0xcccccccccccccccccccccccccccccccccccccccc',
    salt: '0x01',
    extra: 'dropped',
  },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hi' },
};

describe('parseTypedData', () => {
  it('reads an object or its JSON text, keeping the known domain fields', () => {
    const expected = {
      domain: {
        name: 'Latch',
        version: '1',
        chainId: 31337n,
        verifyingContract: '0xcccccccccccccccccccccccccccccccccccccccc',
        salt: '0x01',
      },
      types: TYPED.types,
      primaryType: 'Mail',
      message: { contents: 'hi' },
    };
    expect(parseTypedData(TYPED)).toEqual(expected);
    expect(parseTypedData(JSON.stringify(TYPED))).toEqual(expected);
    expect(parseTypedData({ ...TYPED, domain: undefined }).domain).toEqual({});
  });

  it('refuses malformed input with INVALID_PARAMS naming the field', () => {
    const cases: [unknown, string][] = [
      ['{not json', 'typed data: not JSON'],
      [42, 'typed data: not an object'],
      [{ ...TYPED, types: 'x' }, 'typed data: types'],
      [{ ...TYPED, primaryType: 1 }, 'typed data: primaryType'],
      [{ ...TYPED, message: null }, 'typed data: message'],
      [{ ...TYPED, domain: 'x' }, 'typed data: domain'],
      [{ ...TYPED, domain: { chainId: 'one' } }, 'typed data: domain.chainId'],
      [{ ...TYPED, domain: { verifyingContract: '0x12' } }, 'typed data: domain.verifyingContract'],
      [{ ...TYPED, domain: { salt: 'salty' } }, 'typed data: domain.salt'],
    ];
    for (const [input, details] of cases) {
      expect(() => parseTypedData(input)).toThrow(
        expect.objectContaining({ code: 'INVALID_PARAMS', details }),
      );
    }
  });
});
