import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { isNativeToken } from './isNativeToken.js';
import { nativeTokenBalance } from './nativeTokenBalance.js';
import { tokenBalanceUnits } from './tokenBalanceUnits.js';

const NETWORK: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('nativeTokenBalance', () => {
  it('turns the native balance into an exact native balance row', () => {
    const value = 1_234_567_890_123_456_789n;
    const ready = {
      status: 'ready',
      address: '0x1',
      caipNetworkId: 'eip155:31337',
      value,
      formatted: '1.234',
      symbol: 'ETH',
    } as const;
    const token = nativeTokenBalance(ready, NETWORK);
    expect(token).toMatchObject({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0 });
    expect(isNativeToken(token)).toBe(true);
    expect(tokenBalanceUnits(token)._unsafeUnwrap()).toEqual({ units: value, decimals: 18 });
  });
});
