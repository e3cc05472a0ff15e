import { describe, expect, it } from 'vitest';
import type { Network, TokenBalance } from '../../../ports/index.js';
import { heldTokens } from './heldTokens.js';

const NETWORK: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const row = (symbol: string, address: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:${address}`,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
});
const ETH_ROW = row('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
const DAI_ROW = row('DAI', '0x5FbDB2315678afecb367f032d93F642f64180aa3');
const READY = {
  status: 'ready',
  address: '0x1',
  caipNetworkId: 'eip155:31337',
  value: 5n * 10n ** 17n,
  formatted: '0.500',
  symbol: 'ETH',
} as const;

describe('heldTokens', () => {
  it('offers the balance rows as they are when they hold the native token', () => {
    const balances = [ETH_ROW, DAI_ROW];
    expect(heldTokens({ balances, nativeBalance: READY, network: NETWORK })).toBe(balances);
  });

  it('puts the native token read from the chain first when the rows lack it', () => {
    const tokens = heldTokens({ balances: [DAI_ROW], nativeBalance: READY, network: NETWORK });
    expect(tokens.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      ['ETH', '0.5'],
      ['DAI', '1'],
    ]);
    expect(heldTokens({ balances: [], nativeBalance: READY, network: NETWORK })).toHaveLength(1);
  });

  it('adds nothing while the native balance is not ready for this network', () => {
    for (const nativeBalance of [
      { status: 'idle' } as const,
      { status: 'loading', address: '0x1', caipNetworkId: 'eip155:31337' } as const,
      { ...READY, caipNetworkId: 'eip155:1' } as const,
    ]) {
      expect(heldTokens({ balances: [DAI_ROW], nativeBalance, network: NETWORK })).toEqual([DAI_ROW]);
    }
  });
});
