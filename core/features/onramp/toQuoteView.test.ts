import { describe, expect, it } from 'vitest';
import type { OnrampQuote } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { placeholderQuote, toQuoteBreakdown } from './toQuoteView.js';

const quote: OnrampQuote = {
  coinbaseFee: { amount: '1.00', currency: 'USD' },
  networkFee: { amount: '0.20', currency: 'USD' },
  paymentSubtotal: { amount: '48.80', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '48.8', currency: 'USDC' },
  quoteId: 'q-1',
};

describe('toQuoteBreakdown', () => {
  it('names the breakdown fields', () => {
    expect(toQuoteBreakdown(quote)._unsafeUnwrap()).toEqual({
      placeholder: false,
      quoteId: 'q-1',
      fee: quote.coinbaseFee,
      networkFee: quote.networkFee,
      subtotal: quote.paymentSubtotal,
      total: quote.paymentTotal,
      receive: quote.purchaseAmount,
    });
  });

  it('refuses an answer with a missing or non-decimal amount', () => {
    const broken = { ...quote, networkFee: { amount: '0,20', currency: 'USD' } };
    expect(toQuoteBreakdown(broken)._unsafeUnwrapErr()).toMatchObject({
      code: 'QUERY_DATA_UNDEFINED',
      details: 'onramp quote: networkFee',
    });
    const { quoteId: _id, ...noId } = quote;
    expect(toQuoteBreakdown(noId as OnrampQuote)._unsafeUnwrapErr().details).toBe('onramp quote: quoteId');
  });
});

describe('placeholderQuote (SPEC §8)', () => {
  it("carries the mocked id, the typed total and the failure's reason", () => {
    const reason = latchError('RPC_NETWORK_ERROR');
    expect(
      placeholderQuote({ total: { amount: '50.00', currency: 'USD' }, receiveCurrency: 'USDC', reason }),
    ).toEqual({
      placeholder: true,
      quoteId: 'mocked-quote-id',
      total: { amount: '50.00', currency: 'USD' },
      receiveCurrency: 'USDC',
      reason,
    });
  });
});
