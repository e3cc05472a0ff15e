import { expect, it } from 'vitest';
import * as balances from './index.js';

it('exports the balances API', () => {
  expect(Object.keys(balances).sort()).toEqual([
    'BALANCES_CACHE_NAME',
    'BALANCE_CURRENCY',
    'BALANCE_NAMESPACES',
    'BalancesStore',
    'NATIVE_TOKEN_ADDRESS',
    'balancesUnavailable',
    'createBalancesCache',
    'createBalancesStore',
    'eip155ChainHex',
    'fetchTokenBalances',
    'isShownToken',
    'parseTokenBalance',
    'parseTokenBalances',
    'parseWalletAssets',
    'toTokenRow',
    'toTokenRows',
    'tokenBalancesKey',
    'usdValue',
  ]);
});

it('pins the SPEC constants: usd, balances on eip155 and solana, the native token address', () => {
  expect(balances.BALANCE_CURRENCY).toBe('usd');
  expect(balances.BALANCE_NAMESPACES).toEqual(['eip155', 'solana']);
  expect(balances.NATIVE_TOKEN_ADDRESS).toBe(`0x${'e'.repeat(40)}`);
  expect(balances.balancesUnavailable('failed', 'eip155:1').message).toBe('Token Balance Unavailable');
});
