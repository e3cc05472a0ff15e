import { describe, expect, it } from 'vitest';
import { parseChainId, toCaip2, toViemChain } from './walletChains.js';

describe('walletChains', () => {
  it('reads chain ids in every form dapps send them', () => {
    expect(parseChainId('eip155:31337')).toBe(31337);
    expect(parseChainId('0x7a6a')).toBe(31338);
    expect(parseChainId('31337')).toBe(31337);
    expect(parseChainId(1)).toBe(1);
    expect(parseChainId('eip155:abc')).toBeUndefined();
    expect(parseChainId('0x')).toBeUndefined();
    expect(parseChainId(0)).toBeUndefined();
    expect(parseChainId(null)).toBeUndefined();
  });

  it('builds CAIP-2 ids and viem chains', () => {
    expect(toCaip2(31338)).toBe('eip155:31338');
    const chain = toViemChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' });
    expect(chain.id).toBe(31337);
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
  });
});
