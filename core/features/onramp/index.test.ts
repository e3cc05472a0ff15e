import { expect, it } from 'vitest';
import * as onramp from './index.js';

it('exports the on-ramp API', () => {
  expect(Object.keys(onramp).sort()).toEqual([
    'BANK_ACCOUNT',
    'CARD',
    'FALLBACK_PAYMENT_CURRENCIES',
    'FALLBACK_PAYMENT_LIMITS',
    'FALLBACK_STABLECOIN_SYMBOLS',
    'ONRAMP_NETWORK_NAMES',
    'ONRAMP_PENDING_TIMEOUT_MS',
    'ONRAMP_POLL_INTERVAL_MS',
    'ONRAMP_PROVIDERS',
    'ONRAMP_QUOTE_DEBOUNCE_MS',
    'OnrampStore',
    'PAYMENT_CURRENCIES',
    'PAYMENT_LIMITS',
    'PAYMENT_METHODS',
    'PAYMENT_METHOD_LABELS',
    'PLACEHOLDER_QUOTE_ID',
    'balanceRise',
    'checkPurchaseLimits',
    'createHeldBalanceReader',
    'createOnrampStore',
    'fallbackOnrampOptions',
    'formatCents',
    'isPaymentCurrency',
    'isPaymentMethod',
    'limitCents',
    'onrampNetworkName',
    'parseCents',
    'parseFiatCents',
    'placeholderQuote',
    'providerOfUrl',
    'purchaseTokensOn',
    'sanitizeOnrampOptions',
    'toQuoteBreakdown',
  ]);
});

it('keeps the SPEC constants: 500 ms debounce, 4000 ms polling, the mocked quote id, §9 limits', () => {
  expect(onramp.ONRAMP_QUOTE_DEBOUNCE_MS).toBe(500);
  expect(onramp.ONRAMP_POLL_INTERVAL_MS).toBe(4_000);
  expect(onramp.PLACEHOLDER_QUOTE_ID).toBe('mocked-quote-id');
  expect(onramp.FALLBACK_PAYMENT_CURRENCIES).toEqual(['USD', 'EUR']);
  expect(onramp.FALLBACK_PAYMENT_LIMITS).toEqual([
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ]);
});
