import { createConfig } from '@wagmi/core';
import { base, mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, memoryNetwork } from '../../testkits/index.js';
import { createLatch } from '../root/index.js';
import { latchDevnet, latchDevnetL2, sepolia, solana } from '../root/networks.js';
import { latchNetworksFromChains, latchWagmiChains, latchWagmiTransports, toViemChain } from './chains.js';
import { latchWagmiConfig } from './latchWagmiConfig.js';

describe('one list of chains for Latch and wagmi', () => {
  it('Latch’s eip155 networks become viem chains, in order; Solana is left out', () => {
    const chains = latchWagmiChains([latchDevnet(), solana, sepolia, latchDevnetL2()]);
    expect(chains.map((chain) => chain.id)).toEqual([31337, 11155111, 31338]);
    const [devnet] = chains;
    expect(devnet).toMatchObject({
      id: 31337,
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    });
    expect(toViemChain(sepolia).blockExplorers?.default.url).toBe(sepolia.blockExplorers?.default.url);
  });

  it('viem chains in the list are kept as they are; a list with no eip155 network is refused', () => {
    const [first] = latchWagmiChains([mainnet, latchDevnet()]);
    expect(first).toBe(mainnet);
    expect(() => latchWagmiChains([solana, memoryNetwork('solana', 'devnet')])).toThrow(TypeError);
  });

  it('and back: wagmi’s chains as Latch networks, the same ids and RPC URLs', () => {
    const networks = latchNetworksFromChains([mainnet, base]);
    expect(networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453']);
    expect(networks[1]?.rpcUrls.default.http).toEqual([...base.rpcUrls.default.http]);
    expect(latchWagmiChains(networks).map((chain) => chain.id)).toEqual([1, 8453]);
  });

  it('latchWagmiConfig: wagmi’s createConfig parameters from a Latch — its chains, the connector, a transport each', () => {
    const latch = createLatch({
      projectId: 'p',
      networks: [latchDevnet(), latchDevnetL2()],
      storage: new MemoryStorage(),
      logLevel: 'silent',
    })._unsafeUnwrap();
    const parameters = latchWagmiConfig(latch, { name: 'Sign in' });
    expect(parameters.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    expect(Object.keys(parameters.transports)).toEqual(['31337', '31338']);
    expect(Object.keys(latchWagmiTransports([mainnet]))).toEqual(['1']);
    const config = createConfig({ ...parameters, multiInjectedProviderDiscovery: false });
    expect(config.connectors.map((connector) => [connector.id, connector.name])).toEqual([
      ['latch', 'Sign in'],
    ]);
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    latch.dispose();
  });
});
