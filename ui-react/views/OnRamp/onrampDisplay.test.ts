import { describe, expect, it } from 'vitest';
import { placeholderQuote } from '../../../core/features/onramp/index.js';
import { amountError, latchError, onrampError } from '../../../core/lib/errors/index.js';
import { choiceTarget } from './ChoiceGroup.js';
import { fiatText, onrampAction, paymentMethodChoices, providerChoices } from './onrampDisplay.js';
import { openCheckoutTab } from './openCheckoutTab.js';

describe('fiatText', () => {
  it('groups thousands and keeps at least two decimals, exactly', () => {
    expect(fiatText({ amount: '7500', currency: 'USD' })).toBe('7,500.00 USD');
    expect(fiatText({ amount: '0.5', currency: 'EUR' })).toBe('0.50 EUR');
    expect(fiatText({ amount: '1234567.891', currency: 'USD' })).toBe('1,234,567.891 USD');
    expect(fiatText({ amount: '007.10', currency: 'USD' })).toBe('7.10 USD');
    expect(fiatText({ amount: 'n/a', currency: 'USD' })).toBe('n/a USD');
  });
});

describe('paymentMethodChoices', () => {
  it('names each method with a capital and shows its limit in the currency', () => {
    const methods = [
      { id: 'card', label: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', label: 'bank account', min: '10.00', max: '25000' },
    ];
    expect(paymentMethodChoices(methods, 'EUR')).toEqual([
      { id: 'card', label: 'Card', detail: 'Up to 7,500.00 EUR' },
      { id: 'ach_bank_account', label: 'Bank account', detail: 'Up to 25,000.00 EUR' },
    ]);
  });
});

describe('providerChoices', () => {
  it('shows each provider with its fee range', () => {
    expect(providerChoices([{ id: 'sandbox', name: 'Latch Sandbox', feeRange: '1-2%' }])).toEqual([
      { id: 'sandbox', label: 'Latch Sandbox', detail: '1-2% fee' },
    ]);
  });
});

describe('onrampAction', () => {
  const base = {
    status: 'ready' as const,
    amount: '50',
    amountError: undefined,
    purchaseToken: {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      native: false,
      network: { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' },
    },
    paymentMethod: { id: 'card', label: 'card', min: '10.00', max: '7500.00' },
    provider: { id: 'sandbox' as const, name: 'Latch Sandbox', feeRange: '1-2%', checkoutUrl: /x/ },
    quote: placeholderQuote({
      total: { amount: '50.00', currency: 'USD' },
      receiveCurrency: 'USDC',
      reason: latchError('QUERY_DATA_UNDEFINED'),
    }),
  };
  it('follows the flow, continuing only with a ready quote', () => {
    expect(onrampAction(base)).toEqual({ label: 'Continue to Latch Sandbox', kind: 'continue' });
    expect(onrampAction({ ...base, status: 'quoting' })).toEqual({ label: 'Getting quote…', kind: 'none' });
    expect(onrampAction({ ...base, amount: ' ' }).label).toBe('Enter an amount');
    expect(onrampAction({ ...base, purchaseToken: undefined }).label).toBe('Select a token');
    expect(onrampAction({ ...base, status: 'editing', quote: undefined })).toEqual({
      label: 'Continue to Latch Sandbox',
      kind: 'none',
    });
  });
  it('names what is wrong with the amount', () => {
    const params = { method: 'card', limit: '7500.00', currency: 'USD' };
    const above = onrampError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', { params });
    const below = onrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', { params });
    const invalid = amountError('AMOUNT_INVALID');
    expect(onrampAction({ ...base, amountError: above })).toEqual({ label: 'Amount too high', kind: 'none' });
    expect(onrampAction({ ...base, amountError: below }).label).toBe('Amount too low');
    expect(onrampAction({ ...base, amountError: invalid }).label).toBe('Enter a valid amount');
  });
});

describe('choiceTarget', () => {
  it('moves with the arrows, wrapping as native radios do, and jumps with Home and End', () => {
    expect(choiceTarget('ArrowRight', 0, 3)).toBe(1);
    expect(choiceTarget('ArrowDown', 2, 3)).toBe(0);
    expect(choiceTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(choiceTarget('ArrowUp', 1, 3)).toBe(0);
    expect(choiceTarget('Home', 2, 3)).toBe(0);
    expect(choiceTarget('End', 0, 3)).toBe(2);
    expect(choiceTarget('Enter', 0, 3)).toBeUndefined();
    expect(choiceTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('openCheckoutTab', () => {
  it('opens an empty tab cut from the page, then shows the provider page in it or closes it', () => {
    const calls: unknown[][] = [];
    const replaced: string[] = [];
    let closed = false;
    const tab = {
      opener: {} as unknown,
      location: { replace: (url: string) => replaced.push(url) },
      close: () => {
        closed = true;
      },
    };
    const opened = openCheckoutTab((...args: unknown[]) => {
      calls.push(args);
      return tab as unknown as Window;
    });
    expect(calls).toEqual([['', '_blank']]);
    expect(tab.opener).toBeNull();
    opened?.show('https://pay.example/checkout');
    expect(replaced).toEqual(['https://pay.example/checkout']);
    opened?.close();
    expect(closed).toBe(true);
  });
  it('is undefined when the browser blocked the tab or cannot open one', () => {
    expect(openCheckoutTab(() => null)).toBeUndefined();
    expect(openCheckoutTab(undefined)).toBeUndefined();
  });
});
