import { describe, expect, it } from 'vitest';
import { isNameInput } from './isNameInput.js';
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

describe('isNameInput', () => {
  it('tells names from addresses and junk', () => {
    for (const name of ['alice.latch.id', 'vitalik.eth', 'Bob.Latch.ID'])
      expect(isNameInput(name)).toBe(true);
    for (const other of [
      USDC,
      USDC.slice(2),
      '',
      'alice',
      'alice.',
      '.eth',
      'a b.eth',
      'eip155:1:x.y',
      'a..b',
    ]) {
      expect(isNameInput(other)).toBe(false);
    }
  });
});
