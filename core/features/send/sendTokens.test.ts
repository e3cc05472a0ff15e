import { describe, expect, it } from 'vitest';
import type { Network, TokenBalance } from '../../../ports/index.js';
import { tokenKey } from '../../kernel/tokens/index.js';
import { sendableTokens, sendTokenByKey, sendTokenKey } from './sendTokens.js';

const NETWORK = { caipNetworkId: 'eip155:31337' } as unknown as Network;
const row = (symbol: string, chainId: `${string}:${string}`, decimals = '6'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  address: `${chainId}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

describe('sendTokens', () => {
  it("keeps the network's rows with a readable quantity", () => {
    const rows = [row('A', 'eip155:31337'), row('B', 'eip155:1'), row('C', 'eip155:31337', 'x')];
    expect(sendableTokens(rows, NETWORK).map((token) => token.symbol)).toEqual(['A']);
  });

  it('finds a token by address and by key', () => {
    const rows = [row('A', 'eip155:31337')];
    const key = sendTokenKey(rows, '0x5FbDB2315678afecb367f032d93F642f64180aa3', NETWORK);
    expect(key).toBe(tokenKey(rows[0] as TokenBalance));
    expect(sendTokenByKey(rows, key)?.symbol).toBe('A');
    expect(sendTokenKey(rows, '0x70997970c51812dc3a010c7d01b50e20d17dc79c', NETWORK)).toBeUndefined();
    expect(sendTokenByKey(rows, undefined)).toBeUndefined();
  });
});
