import { describe, expect, it } from 'vitest';
import { passesAbaChecksum, passesLuhn, validatePaymentDetails } from './validatePaymentDetails.js';

const now = new Date(Date.UTC(2026, 10, 15));

describe('validatePaymentDetails', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('checks routing numbers with the ABA checksum', () => {
    expect(passesAbaChecksum('011000015')).toBe(true);
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('021000022')).toBe(false);
  });

  it('takes a card until the end of its expiry month', () => {
    const card = { cardNumber: '4242-4242-4242-4242', cvc: '1234' };
    expect(validatePaymentDetails('card', { ...card, expiry: '11/26' }, now).isOk()).toBe(true);
    expect(
      validatePaymentDetails('card', { ...card, expiry: '10/26' }, now)._unsafeUnwrapErr(),
    ).toMatchObject({
      field: 'expiry',
      description: 'The card has expired',
    });
    expect(
      validatePaymentDetails('card', { ...card, expiry: '13/30' }, now)._unsafeUnwrapErr().description,
    ).toBe('Invalid expiry date');
  });

  it('needs only the chosen method’s details', () => {
    expect(
      validatePaymentDetails(
        'ach_bank_account',
        { routingNumber: '021000021', accountNumber: '1234' },
        now,
      ).isOk(),
    ).toBe(true);
    expect(
      validatePaymentDetails(
        'card',
        { routingNumber: '021000021', accountNumber: '1234' },
        now,
      )._unsafeUnwrapErr().field,
    ).toBe('cardNumber');
  });
});
