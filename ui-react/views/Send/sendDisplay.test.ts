import { describe, expect, it } from 'vitest';
import { createRouterStore } from '../../../core/kernel/router/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import { backToAccount } from '../../components/backToAccount.js';
import { amountValueText, sentAmountText, sentMessage, tokenBalanceText } from './sendDisplay.js';

const token = (numeric: string, decimals = '6'): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
});

describe('Send display helpers', () => {
  it('shows balances floored to 3 decimals with thousands separators', () => {
    expect(tokenBalanceText(token('1234567.891999'))).toBe('1,234,567.891');
    expect(tokenBalanceText(token('0'))).toBe('0.000');
    expect(tokenBalanceText(token('x'))).toBe('—');
  });

  it('values an amount at the token price in dollars and pennies, nothing without a price', () => {
    expect(amountValueText('12.5', 1)).toBe('$12.50');
    expect(amountValueText('0.25', 3012.345)).toBe('$753.08');
    expect(amountValueText('1', 1e-7)).toBe('$0.00');
    expect(amountValueText('1', 0)).toBe('');
    expect(amountValueText('', 5)).toBe('');
    expect(amountValueText('abc', 5)).toBe('');
  });

  it('names the receiver of the success toast by name or shortened address', () => {
    const address = '0x70997970c51812dc3a010c7d01b50e20d17dc79c';
    expect(sentMessage({ amount: '0.25', symbol: 'ETH', receiver: { address } })).toBe(
      'Sent 0.250 ETH to 0x7099…c79c',
    );
    expect(sentMessage({ amount: '3', symbol: 'USDC', receiver: { address, name: 'alice.latch.id' } })).toBe(
      'Sent 3.000 USDC to alice.latch.id',
    );
  });

  it('says an amount sent as Activity does (formatQuantity), never with 18 decimals', () => {
    expect(sentAmountText('10001.532388698583106791')).toBe('10,001.532');
    expect(sentAmountText('0.0000532')).toBe('<0.001');
    expect(sentAmountText('12.5')).toBe('12.500');
    const address = '0x70997970c51812dc3a010c7d01b50e20d17dc79c';
    expect(sentMessage({ amount: '10001.532388698583106791', symbol: 'ETH', receiver: { address } })).toBe(
      'Sent 10,001.532 ETH to 0x7099…c79c',
    );
    expect(tokenBalanceText(token('0.0000532'))).toBe('<0.001');
  });

  it('goes back to the Account below, or makes Account the only view', () => {
    const router = createRouterStore();
    router.reset('Account');
    router.push('Send');
    backToAccount(router);
    expect(router.history).toEqual(['Account']);
    router.reset('Send');
    backToAccount(router);
    expect(router.history).toEqual(['Account']);
    router.reset('Connect');
    router.push('Send');
    backToAccount(router);
    expect(router.history).toEqual(['Account']);
  });
});
