import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { parseSendAmount } from './sendAmount.js';

const usdc = (decimals: string): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  price: 1,
  quantity: { decimals, numeric: '10' },
  iconUrl: '',
});

describe('parseSendAmount', () => {
  it("reads the typed amount with the token's decimals and the locale's mark", () => {
    const amount = parseSendAmount({ token: usdc('6'), amount: ' 1,5 ', decimalMark: ',' });
    expect(amount?._unsafeUnwrap()).toEqual({ units: 1_500_000n, decimal: '1.5' });
    expect(parseSendAmount({ token: usdc('6'), amount: '0.0000001' })?._unsafeUnwrapErr().code).toBe(
      'AMOUNT_TOO_PRECISE',
    );
  });

  it('reads nothing without a token, a readable token or a typed amount', () => {
    expect(parseSendAmount({ token: undefined, amount: '1' })).toBeUndefined();
    expect(parseSendAmount({ token: usdc('x'), amount: '1' })).toBeUndefined();
    expect(parseSendAmount({ token: usdc('6'), amount: '  ' })).toBeUndefined();
  });
});
