import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatEth, shortAddress } from './formatEth.js';

describe('formatEth', () => {
  it.each([
    [0n, '0'],
    [parseEther('10000'), '10,000'],
    [parseEther('9999.7499'), '9,999.7499'],
    [parseEther('1234567.123456'), '1,234,567.1234'],
    [parseEther('0.5'), '0.5'],
    [100n, '<0.0001'],
    [-parseEther('1.25'), '-1.25'],
  ])('%s wei → %s', (wei, text) => {
    expect(formatEth(wei)).toBe(text);
  });

  it('shortens addresses', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});
