import { expect, it } from 'vitest';
import * as balances from './index.js';

it('exports the balances API: the lazy store, constants and error (the store itself is not in the first chunk)', () => {
  expect(Object.keys(balances).sort()).toEqual([
    'BALANCES_CACHE_NAME',
    'BALANCE_CURRENCY',
    'BALANCE_NAMESPACES',
    'NATIVE_TOKEN_ADDRESS',
    'balancesUnavailable',
    'createLazyBalancesStore',
    'loadBalancesStore',
  ]);
});

it("exports the store's code from its own entry point, store.ts", async () => {
  const store = await import('./store.js');
  expect(Object.keys(store).sort()).toEqual([
    'BalancesStore',
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
  expect(await balances.loadBalancesStore()).toBe(store.createBalancesStore);
});

it('pins the SPEC constants: usd, balances on eip155 and solana, the native token address', () => {
  expect(balances.BALANCE_CURRENCY).toBe('usd');
  expect(balances.BALANCE_NAMESPACES).toEqual(['eip155', 'solana']);
  expect(balances.NATIVE_TOKEN_ADDRESS).toBe(`0x${'e'.repeat(40)}`);
  expect(balances.balancesUnavailable('failed', 'eip155:1').message).toBe('Token Balance Unavailable');
});
