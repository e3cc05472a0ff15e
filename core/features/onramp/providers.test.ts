import { describe, expect, it } from 'vitest';
import { ONRAMP_PROVIDERS, offeredProviders, providerOfUrl } from './providers.js';

describe('on-ramp providers (SPEC §9)', () => {
  it('lists two providers with a 1-2 % fee range', () => {
    expect(ONRAMP_PROVIDERS.map((provider) => [provider.id, provider.feeRange])).toEqual([
      ['sandbox', '1-2%'],
      ['coinbase', '1-2%'],
    ]);
  });

  it("recognises each provider's checkout page", () => {
    expect(providerOfUrl('http://127.0.0.1:8787/sandbox/onramp/checkout?addresses=%7B%7D')?.id).toBe(
      'sandbox',
    );
    expect(providerOfUrl('https://api.example/base/sandbox/onramp/checkout')?.id).toBe('sandbox');
    expect(providerOfUrl('https://pay.coinbase.com/buy/select-asset?appId=a')?.id).toBe('coinbase');
    expect(providerOfUrl('https://evil.example/?next=https://pay.coinbase.com/')).toBeUndefined();
    expect(providerOfUrl('https://pay.coinbase.com.evil.example/')).toBeUndefined();
    expect(providerOfUrl('https://x.example/sandbox/onramp/checkoutx')).toBeUndefined();
  });
});

describe('offeredProviders', () => {
  it('offers every provider by default, else those asked for in their order', () => {
    expect(offeredProviders().map((provider) => provider.id)).toEqual(ONRAMP_PROVIDERS.map((p) => p.id));
    expect(offeredProviders(['coinbase', 'sandbox']).map((provider) => provider.id)).toEqual([
      'coinbase',
      'sandbox',
    ]);
    expect(offeredProviders([])).toEqual([]);
  });
});
