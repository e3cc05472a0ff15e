import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, isChainNamespace } from './namespaces.js';

describe('isChainNamespace', () => {
  it('knows exactly the SPEC §3 namespaces', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isChainNamespace(value)).toBe(CHAIN_NAMESPACES.some((namespace) => namespace === value));
      }),
    );
    expect(isChainNamespace('EIP155')).toBe(false);
  });
});
