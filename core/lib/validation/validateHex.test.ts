import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexString, invalidHexString } from '../../../testkits/arbitraries/identifiers.js';
import { isHexString, validateHex } from './validateHex.js';

describe('validateHex', () => {
  it('accepts 0x followed by one or more hex digits, unchanged', () => {
    fc.assert(
      fc.property(hexString(), (hex) => {
        expect(validateHex(hex)._unsafeUnwrap()).toBe(hex);
        expect(isHexString(hex)).toBe(true);
      }),
    );
  });

  it('rejects everything else with HEX_INVALID', () => {
    fc.assert(
      fc.property(invalidHexString(), (value) => {
        expect(validateHex(value)._unsafeUnwrapErr().code).toBe('HEX_INVALID');
        expect(isHexString(value)).toBe(false);
      }),
    );
  });

  it('pins the message and refuses non-strings in the guard', () => {
    expect(validateHex('0x')._unsafeUnwrapErr().message).toBe('Value must be 0x followed by hex digits');
    expect(isHexString(0x12)).toBe(false);
    expect(isHexString('0x0')).toBe(true);
  });
});
