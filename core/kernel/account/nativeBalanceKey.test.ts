import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { nativeBalanceKey } from './nativeBalanceKey.js';

describe('nativeBalanceKey', () => {
  it('is case-insensitive for EVM addresses and distinct per network and address', () => {
    fc.assert(
      fc.property(identifierArbs.evmAddress(), identifierArbs.evmAddress(), (a, b) => {
        const mainnet = memoryNetwork('eip155', '1');
        expect(nativeBalanceKey(a, mainnet)).toBe(
          nativeBalanceKey(a.toUpperCase().replace('0X', '0x'), mainnet),
        );
        expect(nativeBalanceKey(a, mainnet)).not.toBe(nativeBalanceKey(a, memoryNetwork('eip155', '137')));
        expect(nativeBalanceKey(a, mainnet) === nativeBalanceKey(b, mainnet)).toBe(
          a.toLowerCase() === b.toLowerCase(),
        );
      }),
    );
  });

  it('keeps non-EVM addresses as they are', () => {
    expect(nativeBalanceKey('AbC', memoryNetwork('solana'))).toBe('solana:mainnet|AbC');
    expect(nativeBalanceKey('0xAbC', memoryNetwork('eip155'))).toBe('eip155:1|0xabc');
  });
});
