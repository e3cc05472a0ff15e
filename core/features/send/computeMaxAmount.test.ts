import fc from 'fast-check';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { computeMaxAmount } from './computeMaxAmount.js';
import { MAX_NATIVE_FEE_RESERVE } from './constants.js';
import { validateSendInput } from './validateSendInput.js';

const decimals = () => fc.integer({ min: 0, max: 30 });

describe('computeMaxAmount', () => {
  it("gives a token's whole balance, exactly, as an amount validateSendInput accepts", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 40n }), decimals(), (units, tokenDecimals) => {
        const max = computeMaxAmount({
          balance: { units, decimals: tokenDecimals },
          symbol: 'USDC',
        })._unsafeUnwrap();
        expect(parseUnits(max, tokenDecimals)).toBe(units);
        const input = validateSendInput({ token: { decimals: tokenDecimals }, amount: max, receiver: 'r' });
        expect(input._unsafeUnwrap().amountUnits).toBe(units);
      }),
    );
  });

  it('keeps MAX_NATIVE_FEE_RESERVE × the fee back from the native balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        decimals(),
        (fee, rest, tokenDecimals) => {
          const units = fee * MAX_NATIVE_FEE_RESERVE + rest;
          const balance = { units, decimals: tokenDecimals };
          const max = computeMaxAmount({ balance, nativeFee: fee, symbol: 'ETH' })._unsafeUnwrap();
          expect(parseUnits(max, tokenDecimals)).toBe(rest);
        },
      ),
    );
    expect(
      computeMaxAmount({
        balance: { units: 10n ** 18n, decimals: 18 },
        nativeFee: 21_000n * 10n ** 9n,
        symbol: 'ETH',
      }),
    ).toEqual(
      computeMaxAmount({ balance: { units: 10n ** 18n - 42_000n * 10n ** 9n, decimals: 18 }, symbol: 'ETH' }),
    );
  });

  it('says which balance is short when nothing would be left to send', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (fee, extra) => {
          const units = fee * MAX_NATIVE_FEE_RESERVE - extra;
          const result = computeMaxAmount({
            balance: { units, decimals: 18 },
            nativeFee: fee,
            symbol: 'ETH',
          });
          expect(result._unsafeUnwrapErr().message).toBe('Insufficient ETH balance to pay the network fee');
        },
      ),
    );
    expect(
      computeMaxAmount({ balance: { units: 0n, decimals: 6 }, symbol: 'USDC' })._unsafeUnwrapErr().message,
    ).toBe('Insufficient USDC balance');
  });
});

describe('computeMaxAmount, trimmed (the EVM native Max)', () => {
  it('fills at most balance − reserve, with 3 decimals (3 significant digits below 0.001), above zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (fee, rest) => {
          const units = fee * MAX_NATIVE_FEE_RESERVE + rest;
          const balance = { units, decimals: 18 };
          const max = computeMaxAmount({
            balance,
            nativeFee: fee,
            symbol: 'ETH',
            trim: true,
          })._unsafeUnwrap();
          const filled = parseUnits(max, 18);
          expect(filled).toBeLessThanOrEqual(units - fee * MAX_NATIVE_FEE_RESERVE);
          expect(filled).toBeGreaterThan(0n);
          const fraction = max.split('.')[1] ?? '';
          const places = rest >= 10n ** 15n ? fraction.length : fraction.replace(/^0+/, '').length;
          expect(places).toBeLessThanOrEqual(3);
        },
      ),
    );
    // The balance: 10001.532388698583106791 ETH less 2 × 21000 gwei.
    const balance = { units: 10001532388698583106791n, decimals: 18 };
    expect(
      computeMaxAmount({
        balance,
        nativeFee: 21_000n * 10n ** 9n,
        symbol: 'ETH',
        trim: true,
      })._unsafeUnwrap(),
    ).toBe('10001.532');
  });
});
