import { defineChain } from 'viem';
import { mainnet as viemMainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { validateNetworks } from '../../core/kernel/options/index.js';
import * as presets from './networks.js';
import { fromViemChain } from './networks.js';

const networks = Object.values(presets).flatMap((value) =>
  typeof value === 'function' ? (value === fromViemChain ? [] : [(value as () => unknown)()]) : [value],
);

describe('latch/networks', () => {
  it('every preset is a network createLatch accepts', () => {
    expect(networks.length).toBeGreaterThanOrEqual(16);
    expect(validateNetworks(networks as never).isOk()).toBe(true);
  });

  it('has the chains the data service knows by their CAIP-2 ids, and the Solana clusters', () => {
    const ids = networks.map((network) => (network as { caipNetworkId: string }).caipNetworkId);
    for (const id of [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114])
      expect(ids).toContain(`eip155:${id}`);
    expect(ids).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(ids).toContain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it('takes any viem Chain: id, currency, RPC, explorer and testnet flag', () => {
    const chain = defineChain({
      id: 777,
      name: 'Lucky',
      nativeCurrency: { name: 'Luck', symbol: 'LCK', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.lucky.example'] } },
      blockExplorers: {
        default: { name: 'LuckScan', url: 'https://scan.lucky.example', apiUrl: 'https://x' },
      },
      testnet: true,
    });
    expect(fromViemChain(chain)).toEqual({
      id: 777,
      name: 'Lucky',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:777',
      nativeCurrency: { name: 'Luck', symbol: 'LCK', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.lucky.example'] } },
      blockExplorers: { default: { name: 'LuckScan', url: 'https://scan.lucky.example' } },
      testnet: true,
    });
    expect(fromViemChain(viemMainnet)).toEqual(presets.mainnet);
    expect(presets.mainnet).not.toHaveProperty('testnet');
  });

  it('points the local devnets at the stack’s ports unless told otherwise', () => {
    expect(presets.latchDevnet().rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(presets.latchDevnetL2('http://127.0.0.1:9546').rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9546',
    ]);
  });
});
