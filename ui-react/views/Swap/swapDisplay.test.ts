import { describe, expect, it } from 'vitest';
import type { SwapPreview } from '../../../core/features/swap/index.js';
import { amountError, latchError, rpcError } from '../../../core/lib/errors/index.js';
import type { SwapToken } from '../../../ports/index.js';
import {
  searchSwapTokens,
  swapAction,
  swapAmountText,
  swapBalanceText,
  swapRateText,
  swapTokenAddress,
} from './swapDisplay.js';

const token = (symbol: string, name: string, address: string, decimals: number): SwapToken => ({
  name,
  symbol,
  address: `eip155:1:${address}`,
  decimals,
  logoUri: '',
});
const USDC = token('USDC', 'USD Coin', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6);
const WETH = token('WETH', 'Wrapped Ether', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', 18);
const DAI = token('DAI', 'Dai Stablecoin', '0x6b175474e89094c44da98b954eedeac495271d0f', 18);

describe('Swap display helpers', () => {
  it('shortens amounts to 6 significant digits, floored, whole digits kept', () => {
    expect(swapAmountText('0.033112345678901234')).toBe('0.0331123');
    expect(swapAmountText('0.033112999999')).toBe('0.0331129');
    expect(swapAmountText('3012.123456')).toBe('3,012.12');
    expect(swapAmountText('1250.5')).toBe('1,250.5');
    expect(swapAmountText('123456789.987')).toBe('123,456,789');
    expect(swapAmountText('0.000000001234')).toBe('0.000000001234');
    expect(swapAmountText('100.000')).toBe('100');
    expect(swapAmountText('0')).toBe('0');
    expect(swapAmountText('007.5')).toBe('7.5');
    expect(swapAmountText('abc')).toBe('abc');
  });

  it('gives the rate of one source token, exactly', () => {
    const preview = { from: USDC, to: WETH, fromUnits: 100_000_000n, toUnits: 33_112_345_678_901_234n };
    expect(swapRateText(preview)).toBe('1 USDC ≈ 0.000331123 WETH');
    expect(swapRateText({ from: WETH, to: USDC, fromUnits: 10n ** 18n / 2n, toUnits: 1_500_250_000n })).toBe(
      '1 WETH ≈ 3,000.5 USDC',
    );
    expect(swapRateText({ ...preview, fromUnits: 0n })).toBe('—');
  });

  it('shows a known balance floored to 3 decimals, nothing when unknown', () => {
    expect(swapBalanceText(1_250_500_999n, USDC)).toBe('1,250.500');
    expect(swapBalanceText(0n, WETH)).toBe('0.000');
    expect(swapBalanceText(undefined, WETH)).toBeUndefined();
  });

  it('takes a plain address of the swap arguments on the active network, CAIP-10 as given', () => {
    expect(swapTokenAddress('0xabc', 'eip155:1')).toBe('eip155:1:0xabc');
    expect(swapTokenAddress(' eip155:10:0xabc ', 'eip155:1')).toBe('eip155:10:0xabc');
    expect(swapTokenAddress('', 'eip155:1')).toBeUndefined();
    expect(swapTokenAddress(undefined, 'eip155:1')).toBeUndefined();
  });

  it('searches names, symbols and addresses, keeping the order', () => {
    const tokens = [WETH, USDC, DAI];
    expect(searchSwapTokens(tokens, '')).toBe(tokens);
    expect(searchSwapTokens(tokens, ' usd ')).toEqual([USDC]);
    expect(searchSwapTokens(tokens, 'ether')).toEqual([WETH]);
    expect(searchSwapTokens(tokens, '0x6B17')).toEqual([DAI]);
    expect(searchSwapTokens(tokens, 'eip155:1:0xa0b8')).toEqual([USDC]);
    expect(searchSwapTokens(tokens, 'zzz')).toEqual([]);
  });

  describe('the action button', () => {
    const preview = { from: USDC, needsApproval: true } as SwapPreview;
    const form = {
      status: 'editing' as const,
      sourceToken: USDC,
      toToken: WETH,
      sourceAmount: '10',
      preview: undefined,
      error: undefined,
    };
    const label = (overrides: Partial<Parameters<typeof swapAction>[0]>) =>
      swapAction({ ...form, ...overrides });

    it('asks for what is missing', () => {
      expect(label({ sourceToken: undefined, sourceAmount: '' })).toEqual({
        label: 'Select token',
        kind: 'none',
      });
      expect(label({ toToken: undefined })).toEqual({ label: 'Select token', kind: 'none' });
      expect(label({ sourceAmount: ' ' })).toEqual({ label: 'Enter amount', kind: 'none' });
      expect(label({ sourceAmount: '0.00' })).toEqual({ label: 'Enter amount', kind: 'none' });
    });

    it('names the amount errors and offers a new quote after other failures', () => {
      expect(label({ error: rpcError('INSUFFICIENT_FUNDS') }).label).toBe('Insufficient balance');
      expect(
        label({ error: amountError('INSUFFICIENT_BALANCE', { params: { symbol: 'USDC' } }) }).label,
      ).toBe('Insufficient balance');
      expect(label({ error: amountError('AMOUNT_INVALID') }).label).toBe('Enter a valid amount');
      expect(label({ error: amountError('AMOUNT_TOO_PRECISE', { params: { decimals: 6 } }) }).label).toBe(
        'Enter a valid amount',
      );
      expect(label({ error: latchError('QUERY_DATA_UNDEFINED') })).toEqual({
        label: 'Try again',
        kind: 'retry',
      });
      expect(label({ status: 'failed', error: rpcError('USER_REJECTED') })).toEqual({
        label: 'Try again',
        kind: 'retry',
      });
    });

    it('follows the quote and the swap', () => {
      expect(label({ status: 'quoting' })).toEqual({ label: 'Getting quote…', kind: 'none' });
      expect(label({ status: 'ready', preview })).toEqual({ label: 'Approve USDC and swap', kind: 'swap' });
      expect(label({ status: 'ready', preview: { ...preview, needsApproval: false } })).toEqual({
        label: 'Swap',
        kind: 'swap',
      });
      expect(label({ status: 'approving', preview })).toEqual({ label: 'Approving…', kind: 'none' });
      expect(label({ status: 'swapping', preview })).toEqual({ label: 'Swapping…', kind: 'none' });
    });
  });
});
