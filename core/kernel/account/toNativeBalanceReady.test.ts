import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryNetwork } from '../../../testkits/index.js';
import { toNativeBalanceReady } from './toNativeBalanceReady.js';

const ADDRESS = '0x0000000000000000000000000000000000000001';
const ETH = {
  ...memoryNetwork('eip155', '1'),
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};
const SOL = { ...memoryNetwork('solana'), nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } };

describe('toNativeBalanceReady', () => {
  it('formats floored to 3 decimals with the network symbol, 0.000 for zero (SPEC §5), <0.001 for dust', () => {
    expect(toNativeBalanceReady(ADDRESS, ETH, 0n)._unsafeUnwrap()).toEqual({
      status: 'ready',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      value: 0n,
      formatted: '0.000',
      symbol: 'ETH',
    });
    expect(toNativeBalanceReady(ADDRESS, ETH, 1_234_999_999_999_999_999n)._unsafeUnwrap().formatted).toBe(
      '1.234',
    );
    expect(toNativeBalanceReady(ADDRESS, ETH, 999_999_999_999_999n)._unsafeUnwrap().formatted).toBe('<0.001');
    expect(toNativeBalanceReady('sol1', SOL, 2_500_000_000n)._unsafeUnwrap()).toMatchObject({
      formatted: '2.500',
      symbol: 'SOL',
      caipNetworkId: 'solana:mainnet',
    });
  });

  it('keeps the exact value and never shows more than it holds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (value) => {
        const ready = toNativeBalanceReady(ADDRESS, ETH, value)._unsafeUnwrap();
        expect(ready.value).toBe(value);
        if (ready.formatted === '<0.001') {
          expect(value > 0n && value < 10n ** 15n).toBe(true);
          return;
        }
        const [grouped = '', fraction = ''] = ready.formatted.split('.');
        expect(fraction).toHaveLength(3);
        // Thousands are grouped as everywhere else ('12,345.678').
        expect(grouped).toMatch(/^\d{1,3}(,\d{3})*$/);
        const whole = grouped.replaceAll(',', '');
        const shown = BigInt(whole) * 10n ** 18n + BigInt(fraction) * 10n ** 15n;
        expect(shown <= value && value - shown < 10n ** 15n).toBe(true);
      }),
    );
  });

  it('groups thousands like every other amount', () => {
    expect(toNativeBalanceReady(ADDRESS, ETH, 12_345_678n * 10n ** 15n)._unsafeUnwrap().formatted).toBe(
      '12,345.678',
    );
  });

  it('is unavailable when the network has invalid decimals', () => {
    const broken = { ...ETH, nativeCurrency: { ...ETH.nativeCurrency, decimals: 1.5 } };
    const error = toNativeBalanceReady(ADDRESS, broken, 1n)._unsafeUnwrapErr();
    expect(error.message).toBe('Token Balance Unavailable');
    expect(error.data).toEqual({ reason: 'failed', caipNetworkId: 'eip155:1' });
    expect(error.cause).toMatchObject({ code: 'DECIMAL_INVALID' });
  });
});
