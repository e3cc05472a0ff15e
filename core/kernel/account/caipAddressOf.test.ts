import { describe, expect, it } from 'vitest';
import { caipAddressOf } from './caipAddressOf.js';

describe('caipAddressOf', () => {
  it('gives the CAIP-10 id of an address on a network', () => {
    expect(caipAddressOf('0xabc', 'eip155:1')).toBe('eip155:1:0xabc');
  });

  it('gives nothing without an address or a readable network id', () => {
    expect(caipAddressOf(undefined, 'eip155:1')).toBeUndefined();
    expect(caipAddressOf('0xabc', 'nonsense' as `${string}:${string}`)).toBeUndefined();
  });
});
