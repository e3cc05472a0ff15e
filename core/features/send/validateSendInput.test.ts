import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { validateSendInput } from './validateSendInput.js';

const decimals = () => fc.integer({ min: 0, max: 30 });
const positiveUnits = () => fc.bigInt({ min: 1n, max: 10n ** 40n });
const receiver = () => fc.string({ minLength: 1 }).filter((value) => value.trim().length > 0);

describe('validateSendInput', () => {
  it('accepts any positive amount within the token decimals and converts it exactly', () => {
    fc.assert(
      fc.property(decimals(), positiveUnits(), receiver(), (tokenDecimals, units, to) => {
        const amount = formatUnits(units, tokenDecimals);
        const token = { decimals: tokenDecimals, symbol: 'TKN' };
        const result = validateSendInput({ token, amount: ` ${amount} `, receiver: to })._unsafeUnwrap();
        expect(result).toEqual({
          token,
          amount,
          amountUnits: units,
          decimals: tokenDecimals,
          receiver: to.trim(),
        });
      }),
    );
  });

  it('reads decimals from balance rows (quantity.decimals)', () => {
    const token = { symbol: 'USDC', quantity: { decimals: '6', numeric: '12.5' } };
    const result = validateSendInput({ token, amount: '1.000001', receiver: '0xabc' })._unsafeUnwrap();
    expect(result.amountUnits).toBe(1_000_001n);
    expect(result.token).toBe(token);
  });

  it('requires a token first: "A token is required"', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (amount, to) => {
          const error = validateSendInput({ amount, receiver: to })._unsafeUnwrapErr();
          expect(error.code).toBe('SEND_TOKEN_REQUIRED');
          expect(error.message).toBe('A token is required');
        },
      ),
    );
    for (const bad of [-1, 1.5, 256, Number.NaN]) {
      expect(
        validateSendInput({ token: { decimals: bad }, amount: '1', receiver: 'r' })._unsafeUnwrapErr().code,
      ).toBe('SEND_TOKEN_REQUIRED');
    }
    const badRow = { quantity: { decimals: 'six' } };
    expect(validateSendInput({ token: badRow, amount: '1', receiver: 'r' })._unsafeUnwrapErr().code).toBe(
      'SEND_TOKEN_REQUIRED',
    );
  });

  it('requires a receiver and a positive amount: "An amount and receiver address are required"', () => {
    const token = { decimals: 18 };
    const cases: { amount?: string; receiver?: string }[] = [
      { amount: '1' },
      { amount: '1', receiver: '   ' },
      { receiver: '0xabc' },
      { amount: '', receiver: '0xabc' },
      { amount: '0', receiver: '0xabc' },
      { amount: '0.000', receiver: '0xabc' },
      { amount: '.0', receiver: '0xabc' },
      { amount: 'abc' },
    ];
    for (const input of cases) {
      const error = validateSendInput({ token, ...input })._unsafeUnwrapErr();
      expect(error.code).toBe('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
      expect(error.message).toBe('An amount and receiver address are required');
    }
  });

  it('refuses an amount that is not digits with one separator: "Amount must be digits…"', () => {
    for (const amount of ['-1', '1e3', '1,5', 'NaN', 'abc', '1.2.3', '0x10']) {
      const error = validateSendInput({
        token: { decimals: 18 },
        amount,
        receiver: '0xabc',
      })._unsafeUnwrapErr();
      expect(error.code).toBe('AMOUNT_INVALID');
      expect(error.message).toBe('Amount must be digits with at most one decimal separator');
    }
  });

  it("takes `.5`, `5.` and the locale's decimal mark, by the one amount rule", () => {
    const token = { decimals: 6 };
    const amountOf = (amount: string, decimalMark?: string) =>
      validateSendInput({ token, amount, receiver: 'r', decimalMark })._unsafeUnwrap();
    expect(amountOf('.5')).toMatchObject({ amount: '0.5', amountUnits: 500_000n });
    expect(amountOf('5.')).toMatchObject({ amount: '5', amountUnits: 5_000_000n });
    expect(amountOf('1,5', ',')).toMatchObject({ amount: '1.5', amountUnits: 1_500_000n });
  });

  it('rejects amounts with more fraction digits than the token has', () => {
    fc.assert(
      fc.property(
        decimals(),
        fc.integer({ min: 1, max: 9 }),
        fc.nat({ max: 5 }),
        (tokenDecimals, last, extra) => {
          const amount = `0.${'0'.repeat(tokenDecimals + extra)}${last}`;
          const result = validateSendInput({ token: { decimals: tokenDecimals }, amount, receiver: 'r' });
          expect(result._unsafeUnwrapErr().message).toBe(`Amount can have at most ${tokenDecimals} decimals`);
        },
      ),
    );
  });
});
