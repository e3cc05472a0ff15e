import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { tokenBalanceUnits } from './tokenBalanceUnits.js';

const row = (numeric: string, decimals: string) => ({ quantity: { numeric, decimals } });

describe('tokenBalanceUnits', () => {
  it('reads any exact quantity back as the units it was written from', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (units, decimals) => {
          const result = tokenBalanceUnits(row(formatUnits(units, decimals), String(decimals)));
          expect(result._unsafeUnwrap()).toEqual({ units, decimals });
        },
      ),
    );
  });

  it('floors digits beyond the token decimals, so a balance is never over-stated', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 1, max: 9 }), (units, extra) => {
        const fraction = (units % 10n ** 6n).toString().padStart(6, '0');
        const numeric = `${units / 10n ** 6n}.${fraction}${'9'.repeat(extra)}`;
        expect(tokenBalanceUnits(row(numeric, '6'))._unsafeUnwrap().units).toBe(units);
      }),
    );
    expect(tokenBalanceUnits(row('1.23456789', '2'))._unsafeUnwrap()).toEqual({ units: 123n, decimals: 2 });
  });

  it('refuses rows whose decimals are not a uint8: "A token is required"', () => {
    for (const decimals of ['', '-1', '1.5', 'six', '256']) {
      const error = tokenBalanceUnits(row('1', decimals))._unsafeUnwrapErr();
      expect(error.code).toBe('SEND_TOKEN_REQUIRED');
      expect(error.message).toBe('A token is required');
    }
  });

  it('reports an unreadable or negative quantity as "Token Balance Unavailable"', () => {
    for (const numeric of ['', 'abc', '1e18', '-1', '1,5']) {
      const error = tokenBalanceUnits(row(numeric, '18'))._unsafeUnwrapErr();
      expect(error.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
      expect(error.message).toBe('Token Balance Unavailable');
    }
  });
});
