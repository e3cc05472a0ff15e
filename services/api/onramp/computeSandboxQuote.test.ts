import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSandboxQuote, type SandboxQuoteInput } from './computeSandboxQuote.js';
import { parseCents } from './fiatCents.js';

const E18 = 10n ** 18n;
const usdc = { symbol: 'USDC', decimals: 6 };
const base: SandboxQuoteInput = {
  quoteId: 'q-1',
  totalCents: 5_000n,
  currency: 'USD',
  method: 'card',
  token: usdc,
  tokenPriceUsd: E18,
  etherPriceUsd: 3_000n * E18,
  gas: 65_000n,
  gasPrice: 1_000_000_000n,
};

const cents = (amount: string) => parseCents(amount.replace('-', ''))._unsafeUnwrap();

describe('computeSandboxQuote', () => {
  it('charges 2 % by card and the delivery gas, and buys with the rest (50 USD of USDC)', () => {
    // 65 000 gas × 1 gwei = 0.000065 ETH × 3000 = 0.195 USD → 0.20; fee 1.00; 48.80 buys 48.8 USDC.
    expect(computeSandboxQuote(base)).toEqual({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.20', currency: 'USD' },
      paymentSubtotal: { amount: '48.80', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '48.8', currency: 'USDC' },
      quoteId: 'q-1',
    });
  });

  it('charges 1 % by bank account and converts EUR at the sandbox rate (1 EUR = 1.08 USD)', () => {
    const quote = computeSandboxQuote({ ...base, method: 'ach_bank_account', currency: 'EUR' });
    // fee 0.50; network 0.195 USD = 0.1805… EUR → 0.19; 49.31 EUR = 53.2548 USD.
    expect(quote).toMatchObject({
      coinbaseFee: { amount: '0.50', currency: 'EUR' },
      networkFee: { amount: '0.19', currency: 'EUR' },
      paymentSubtotal: { amount: '49.31', currency: 'EUR' },
      purchaseAmount: { amount: '53.2548', currency: 'USDC' },
    });
  });

  it('prices ether at its pool price, rounded down to wei', () => {
    const quote = computeSandboxQuote({
      ...base,
      totalCents: 10_000n,
      token: { symbol: 'ETH', decimals: 18 },
      tokenPriceUsd: 3_000n * E18,
      gas: 21_000n,
    });
    // fee 2.00; network 0.063 → 0.07; 97.93 USD / 3000 = 0.032643333… ETH.
    expect(quote).toMatchObject({
      paymentSubtotal: { amount: '97.93', currency: 'USD' },
      purchaseAmount: { amount: '0.032643333333333333', currency: 'ETH' },
    });
  });

  it('refuses an amount the fees eat up', () => {
    expect(computeSandboxQuote({ ...base, totalCents: 10n, gasPrice: 10n ** 12n })).toEqual({
      kind: 'amountTooSmall',
    });
  });

  it('always adds up: subtotal + fee + network fee = total, fee within 1–2 %, rounded up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000n, max: 2_500_000n }),
        fc.constantFrom('card' as const, 'ach_bank_account' as const),
        fc.constantFrom('USD' as const, 'EUR' as const),
        fc.bigInt({ min: 1n, max: 50_000_000_000n }),
        (totalCents, method, currency, gasPrice) => {
          const quote = computeSandboxQuote({ ...base, totalCents, method, currency, gasPrice });
          if ('kind' in quote) throw new Error('unexpected refusal');
          const fee = cents(quote.coinbaseFee.amount);
          const network = cents(quote.networkFee.amount);
          expect(cents(quote.paymentSubtotal.amount) + fee + network).toBe(totalCents);
          expect(fee * 10_000n).toBeGreaterThanOrEqual(totalCents * 100n);
          expect((fee - 1n) * 10_000n).toBeLessThan(totalCents * 200n);
          expect(network).toBeGreaterThan(0n);
        },
      ),
    );
  });
});
