import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytes, invalidSolanaAddress, solanaAddress } from '../../../testkits/arbitraries/identifiers.js';
import { SOLANA_PUBLIC_KEY_BYTES, validateSolanaAddress } from './validateSolanaAddress.js';

describe('validateSolanaAddress', () => {
  it('accepts the base58 form of every 32-byte key, unchanged, 32 to 44 characters long', () => {
    fc.assert(
      fc.property(solanaAddress(), (address) => {
        expect(address.length).toBeGreaterThanOrEqual(32);
        expect(address.length).toBeLessThanOrEqual(44);
        expect(validateSolanaAddress(address)._unsafeUnwrap()).toBe(address);
      }),
    );
  });

  it('rejects every 31- and 33-byte key', () => {
    fc.assert(
      fc.property(fc.constantFrom(31, 33).chain(bytes), (key) => {
        expect(validateSolanaAddress(base58.encode(key))._unsafeUnwrapErr().code).toBe('ADDRESS_INVALID');
      }),
    );
  });

  it('counts leading zero bytes (leading 1s): valid exactly when the key is 32 bytes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 26, max: 38 }).chain(bytes),
        (zeros, rest) => {
          const key = new Uint8Array([...new Uint8Array(zeros), ...rest]);
          const text = base58.encode(key);
          if (text.length < 32 || text.length > 44) return;
          expect(validateSolanaAddress(text).isOk()).toBe(key.length === SOLANA_PUBLIC_KEY_BYTES);
        },
      ),
    );
  });

  it('rejects non-base58 characters and wrong lengths with "Address is invalid"', () => {
    fc.assert(
      fc.property(invalidSolanaAddress(), (value) => {
        expect(validateSolanaAddress(value)._unsafeUnwrapErr().message).toBe('Address is invalid');
      }),
    );
  });

  it('pins known keys and edges', () => {
    expect(SOLANA_PUBLIC_KEY_BYTES).toBe(32);
    expect(validateSolanaAddress('11111111111111111111111111111111').isOk()).toBe(true);
    expect(validateSolanaAddress('So11111111111111111111111111111111111111112').isOk()).toBe(true);
    expect(validateSolanaAddress('0x1111111111111111111111111111111111').isErr()).toBe(true);
    // 44 base58 characters that decode to more than 32 bytes.
    expect(validateSolanaAddress('z'.repeat(44)).isErr()).toBe(true);
  });
});
