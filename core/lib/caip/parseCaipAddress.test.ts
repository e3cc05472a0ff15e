import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caipAddress,
  caipAddressParts,
  evmAddressBadChecksum,
  invalidCaipAddress,
} from '../../../testkits/arbitraries/identifiers.js';
import { formatCaipAddress } from './formatCaipAddress.js';
import { parseCaipAddress } from './parseCaipAddress.js';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('parseCaipAddress', () => {
  it('parse ∘ format is the identity on parts', () => {
    fc.assert(
      fc.property(caipAddressParts(), (parts) => {
        const caip = formatCaipAddress(parts);
        expect(parseCaipAddress(caip)._unsafeUnwrap()).toEqual({
          ...parts,
          caipNetworkId: `${parts.namespace}:${parts.reference}`,
          caipAddress: caip,
        });
      }),
    );
  });

  it('format ∘ parse is the identity on valid ids', () => {
    fc.assert(
      fc.property(caipAddress(), (caip) => {
        expect(formatCaipAddress(parseCaipAddress(caip)._unsafeUnwrap())).toBe(caip);
      }),
    );
  });

  it('rejects malformed ids, naming them in the message', () => {
    fc.assert(
      fc.property(invalidCaipAddress(), (caip) => {
        const error = parseCaipAddress(caip)._unsafeUnwrapErr();
        expect(error.code).toBe('CAIP_ADDRESS_INVALID');
        expect(error.message).toBe(`Invalid CAIP address: ${caip}`);
      }),
    );
  });

  it('checks eip155 checksums and solana keys', () => {
    fc.assert(
      fc.property(evmAddressBadChecksum(), (address) => {
        expect(parseCaipAddress(`eip155:1:${address}`).isErr()).toBe(true);
      }),
    );
    expect(parseCaipAddress(`${SOLANA_MAINNET}:11111111111111111111111111111111`).isOk()).toBe(true);
    expect(parseCaipAddress(`${SOLANA_MAINNET}:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045`).isErr()).toBe(
      true,
    );
    expect(parseCaipAddress('eip155:1:11111111111111111111111111111111').isErr()).toBe(true);
    expect(
      parseCaipAddress(
        'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ).isOk(),
    ).toBe(true);
    expect(parseCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')._unsafeUnwrap()).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      caipNetworkId: 'eip155:1',
      caipAddress: 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    });
  });
});
