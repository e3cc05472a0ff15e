import { describe, expect, it } from 'vitest';
import { checkPurchaseLimits } from './checkPurchaseLimits.js';

const card = { min: '10.00', max: '7500.00' };

describe('checkPurchaseLimits (SPEC §9)', () => {
  it('accepts amounts within the limits, both inclusive', () => {
    for (const cents of [1_000n, 5_000n, 750_000n]) {
      expect(
        checkPurchaseLimits({ cents, limits: card, method: 'card', currency: 'USD' })._unsafeUnwrap(),
      ).toBe(cents);
    }
  });

  it('refuses an amount over the card limit with the limit shown', () => {
    const error = checkPurchaseLimits({
      cents: 750_001n,
      limits: card,
      method: 'card',
      currency: 'USD',
    })._unsafeUnwrapErr();
    expect(error.code).toBe('ONRAMP_AMOUNT_ABOVE_MAXIMUM');
    expect(error.message).toBe('The maximum purchase by card is 7,500.00 USD');
  });

  it('refuses an amount under the minimum, naming the bank account and currency', () => {
    const error = checkPurchaseLimits({
      cents: 999n,
      limits: { min: '10', max: '25000' },
      method: 'ach_bank_account',
      currency: 'EUR',
    })._unsafeUnwrapErr();
    expect(error.code).toBe('ONRAMP_AMOUNT_BELOW_MINIMUM');
    expect(error.message).toBe('The minimum purchase by bank account is 10.00 EUR');
  });

  it('names an unknown method by its id and ignores an unreadable limit', () => {
    const over = checkPurchaseLimits({
      cents: 200n,
      limits: { min: 'n/a', max: '1' },
      method: 'sepa',
      currency: 'EUR',
    });
    expect(over._unsafeUnwrapErr().message).toBe('The maximum purchase by sepa is 1.00 EUR');
    expect(
      checkPurchaseLimits({
        cents: 1n,
        limits: { min: 'n/a', max: 'n/a' },
        method: 'x',
        currency: 'USD',
      }).isOk(),
    ).toBe(true);
  });
});
