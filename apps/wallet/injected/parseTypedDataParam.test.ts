import { describe, expect, it } from 'vitest';
import { parseTypedDataParam } from './parseTypedDataParam.js';

const TYPES = { Mail: [{ name: 'contents', type: 'string' }] };
const VALID = { types: TYPES, primaryType: 'Mail', message: { contents: 'hi' } };

describe('parseTypedDataParam', () => {
  it('reads the JSON text or the object; a domain chainId given as a decimal or hex string is a bigint', () => {
    const domain = {
      name: 'Mail',
      version: '1',
      chainId: '0x7a69',
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      extra: 'dropped',
    };
    expect(parseTypedDataParam(JSON.stringify({ ...VALID, domain }))).toEqual({
      domain: {
        name: 'Mail',
        version: '1',
        chainId: 31337n,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      types: TYPES,
      primaryType: 'Mail',
      message: { contents: 'hi' },
    });
    expect(parseTypedDataParam({ ...VALID, domain: { chainId: '1' } }).domain).toEqual({ chainId: 1n });
    expect(parseTypedDataParam(VALID).domain).toEqual({});
  });

  it.each([
    ['{not json', 'not JSON'],
    [[], 'not an object'],
    ['3', 'not an object'],
    [{ ...VALID, types: 1 }, 'types'],
    [{ ...VALID, primaryType: 2 }, 'primaryType'],
    [{ ...VALID, message: [] }, 'message'],
    [{ ...VALID, domain: 'x' }, 'domain'],
    [{ ...VALID, domain: { chainId: 'one' } }, 'domain.chainId'],
    [{ ...VALID, domain: { verifyingContract: '0x12' } }, 'domain.verifyingContract'],
    [{ ...VALID, domain: { salt: 'salt' } }, 'domain.salt'],
  ])('refuses %j with -32602 naming %s', (input, field) => {
    expect(() => parseTypedDataParam(input)).toThrow(
      expect.objectContaining({ code: -32602, message: `Invalid params: typed data: ${field}` }),
    );
  });
});
