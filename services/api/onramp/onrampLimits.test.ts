import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOnrampLimits, PAYMENT_CURRENCIES, PAYMENT_METHODS } from './onrampLimits.js';

describe('checkOnrampLimits (SPEC §9)', () => {
  it('takes card amounts from 10.00 to 7500.00 and refuses just outside, with the exact texts', () => {
    expect(checkOnrampLimits(1_000n, 'card', 'USD')._unsafeUnwrap()).toBe(1_000n);
    expect(checkOnrampLimits(750_000n, 'card', 'EUR')._unsafeUnwrap()).toBe(750_000n);
    expect(checkOnrampLimits(999n, 'card', 'USD')._unsafeUnwrapErr()).toEqual({
      kind: 'invalid',
      field: 'amount',
      description: 'The minimum purchase by card is 10.00 USD',
    });
    expect(checkOnrampLimits(750_001n, 'card', 'EUR')._unsafeUnwrapErr()).toEqual({
      kind: 'invalid',
      field: 'amount',
      description: 'The maximum purchase by card is 7,500.00 EUR',
    });
  });

  it('takes bank-account amounts from 10.00 to 25000.00', () => {
    expect(checkOnrampLimits(2_500_000n, 'ach_bank_account', 'USD')._unsafeUnwrap()).toBe(2_500_000n);
    expect(checkOnrampLimits(999n, 'ach_bank_account', 'EUR')._unsafeUnwrapErr().description).toBe(
      'The minimum purchase by bank account is 10.00 EUR',
    );
    expect(checkOnrampLimits(2_500_001n, 'ach_bank_account', 'USD')._unsafeUnwrapErr().description).toBe(
      'The maximum purchase by bank account is 25,000.00 USD',
    );
  });

  it('accepts exactly the amounts within the limits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 3_000_000n }),
        fc.constantFrom(...PAYMENT_METHODS),
        fc.constantFrom(...PAYMENT_CURRENCIES),
        (cents, method, currency) => {
          const max = method === 'card' ? 750_000n : 2_500_000n;
          expect(checkOnrampLimits(cents, method, currency).isOk()).toBe(cents >= 1_000n && cents <= max);
        },
      ),
    );
  });
});
