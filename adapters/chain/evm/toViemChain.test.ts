import { describe, expect, it } from 'vitest';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { evmChainIdOf } from './evmChainIdOf.js';
import { toViemChain } from './toViemChain.js';

describe('toViemChain / evmChainIdOf', () => {
  it('maps an eip155 network to a viem chain with its id, currency, RPC URLs and explorer', () => {
    const network = {
      ...testNetwork(31338, ['http://127.0.0.1:8546']),
      blockExplorers: { default: { name: 'Otterscan', url: 'http://127.0.0.1:5100' } },
      testnet: true,
    };
    expect(toViemChain(network)).toMatchObject({
      id: 31338,
      name: 'Test chain 31338',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      blockExplorers: { default: { name: 'Otterscan', url: 'http://127.0.0.1:5100' } },
      testnet: true,
    });
    expect(toViemChain(testNetwork(1, []))).not.toHaveProperty('blockExplorers');
  });

  it('takes the chain id from the CAIP-2 id and refuses other namespaces', () => {
    expect(evmChainIdOf({ ...testNetwork(1, []), id: 'ignored', caipNetworkId: 'eip155:8453' })).toBe(8453);
    const solana = {
      ...testNetwork(1, []),
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:devnet' as const,
    };
    expect(() => evmChainIdOf(solana)).toThrow(expect.objectContaining({ kind: 'UnsupportedFailure' }));
    expect(() => evmChainIdOf({ ...testNetwork(1, []), caipNetworkId: 'eip155:0x1' })).toThrow(
      expect.objectContaining({ capability: 'network eip155:0x1' }),
    );
  });
});
