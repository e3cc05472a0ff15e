import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from './constants.js';
import { isNativeToken } from './isNativeToken.js';
import { tokenKey } from './tokenKey.js';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('isNativeToken / tokenKey', () => {
  it('treats rows without an address or with 0xeeee…eeee (any case, CAIP-10 or bare) as native', () => {
    expect(isNativeToken({})).toBe(true);
    expect(isNativeToken({ address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' })).toBe(true);
    expect(isNativeToken({ address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' })).toBe(true);
    expect(isNativeToken({ address: `eip155:1:${USDC}` })).toBe(false);
  });

  it('keys a token by network and lower-cased contract, native tokens by network', () => {
    expect(tokenKey({ chainId: 'eip155:1', address: `eip155:1:${USDC}` })).toBe(
      `eip155:1:${USDC.toLowerCase()}`,
    );
    expect(tokenKey({ chainId: 'eip155:1', address: USDC })).toBe(`eip155:1:${USDC.toLowerCase()}`);
    expect(tokenKey({ chainId: 'eip155:1' })).toBe('eip155:1:native');
    expect(
      tokenKey({ chainId: 'eip155:10', address: 'eip155:10:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }),
    ).toBe('eip155:10:native');
  });
});

it('uses the balance route native address (CONTRACTS §1)', () => {
  expect(NATIVE_TOKEN_ADDRESS).toBe(`0x${'e'.repeat(40)}`);
});
