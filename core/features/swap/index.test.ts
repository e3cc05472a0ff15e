import { expect, it } from 'vitest';
import * as swap from './index.js';

it('exports the swap API', () => {
  expect(Object.keys(swap).sort()).toEqual([
    'BPS_SCALE',
    'DEVNET_SWAP_NETWORK_IDS',
    'SUGGESTED_SWAP_SYMBOLS',
    'SWAP_NETWORK_IDS',
    'SWAP_QUOTE_DEBOUNCE_MS',
    'SWAP_SLIPPAGE_BPS',
    'SWAP_SLIPPAGE_PERCENT',
    'SwapStore',
    'createSwapStore',
    'evmAddressOf',
    'isSwapNetwork',
    'mapSwapFailure',
    'minimumReceived',
    'orderSwapTokens',
    'parseSwapAmount',
    'parseUnitsString',
    'prepareSwap',
    'priceImpactBps',
    'slippagePercent',
    'toSwapRequest',
  ]);
});

it('keeps the SPEC §9 constants: 1 % slippage, 500 ms debounce', () => {
  expect(swap.SWAP_SLIPPAGE_PERCENT).toBe(1);
  expect(swap.SWAP_SLIPPAGE_BPS).toBe(100n);
  expect(swap.slippagePercent(swap.SWAP_SLIPPAGE_BPS)).toBe(String(swap.SWAP_SLIPPAGE_PERCENT));
  expect(swap.slippagePercent(50n)).toBe('0.5');
  expect(swap.SWAP_QUOTE_DEBOUNCE_MS).toBe(500);
});
