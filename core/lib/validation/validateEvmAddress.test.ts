import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  evmAddress,
  evmAddressBadChecksum,
  evmAddressChecksummed,
  evmAddressLower,
  evmAddressUpper,
  invalidEvmAddress,
  letterIndexes,
} from '../../../testkits/arbitraries/identifiers.js';
import { validateEvmAddress } from './validateEvmAddress.js';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('validateEvmAddress', () => {
  it('accepts checksummed addresses and normalises idempotently', () => {
    fc.assert(
      fc.property(evmAddressChecksummed(), (address) => {
        const once = validateEvmAddress(address)._unsafeUnwrap();
        expect(once).toBe(address);
        expect(validateEvmAddress(once)._unsafeUnwrap()).toBe(once);
      }),
    );
  });

  it('accepts all-lower and all-upper addresses, with or without 0x, and returns the checksum', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddressLower(), evmAddressUpper()), fc.boolean(), (address, prefixed) => {
        const input = prefixed ? address : address.slice(2);
        expect(validateEvmAddress(input)._unsafeUnwrap()).toBe(getAddress(address));
      }),
    );
  });

  it('rejects a checksummed address with the case of one letter flipped', () => {
    fc.assert(
      fc.property(
        evmAddressChecksummed().filter((address) => letterIndexes(address).length >= 2),
        fc.nat(),
        (address, pick) => {
          const letters = letterIndexes(address);
          const index = (letters[pick % letters.length] ?? 0) + 2;
          const char = address.charAt(index);
          const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
          const tampered = `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`;
          const body = tampered.slice(2);
          fc.pre(body !== body.toLowerCase() && body !== body.toUpperCase());
          expect(validateEvmAddress(tampered)._unsafeUnwrapErr().code).toBe('ADDRESS_INVALID');
        },
      ),
    );
  });

  it('rejects bad checksums and malformed input with "Address is invalid"', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddressBadChecksum(), invalidEvmAddress()), (value) => {
        expect(validateEvmAddress(value)._unsafeUnwrapErr().message).toBe('Address is invalid');
      }),
    );
  });

  it('requires the prefix only where asked', () => {
    fc.assert(
      fc.property(evmAddress(), (address) => {
        expect(validateEvmAddress(address, { requirePrefix: true }).isOk()).toBe(true);
        expect(validateEvmAddress(address.slice(2), { requirePrefix: true }).isErr()).toBe(true);
        expect(validateEvmAddress(address.slice(2), { requirePrefix: false }).isOk()).toBe(true);
      }),
    );
  });

  it('pins known examples', () => {
    expect(validateEvmAddress(VITALIK.toLowerCase())._unsafeUnwrap()).toBe(VITALIK);
    expect(validateEvmAddress(VITALIK.replace('d8dA', 'd8DA')).isErr()).toBe(true);
    expect(validateEvmAddress(` ${VITALIK}`).isErr()).toBe(true);
    expect(validateEvmAddress(`0X${VITALIK.slice(2)}`).isErr()).toBe(true);
    expect(validateEvmAddress('').isErr()).toBe(true);
  });
});
