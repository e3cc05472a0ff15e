import { describe, expect, it } from 'vitest';
import { balanceRise } from './balanceRise.js';

describe('balanceRise', () => {
  it('subtracts exact decimals of any scale', () => {
    expect(balanceRise('1.5', '50.3')._unsafeUnwrap()).toBe('48.8');
    expect(balanceRise('0', '0.000000000000000001')._unsafeUnwrap()).toBe('0.000000000000000001');
    expect(balanceRise('2', '1.25')._unsafeUnwrap()).toBe('-0.75');
    expect(balanceRise('1.10', '1.1')._unsafeUnwrap()).toBe('0');
  });

  it('refuses what is not a decimal', () => {
    expect(balanceRise('1', 'x')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
  });
});
