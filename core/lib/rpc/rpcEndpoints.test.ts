import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { evmNetwork } from '../../../testkits/networks.js';
import { isProxiedChain, RPC_PROXY_CHAIN_IDS, rpcEndpointsOf, rpcProxyUrl } from './rpcEndpoints.js';

const PROXY = { baseUrl: 'https://api.example/', projectId: 'p 1' };
const mainnet = evmNetwork(1, 'Ethereum', 'https://eth.example');
const devnet = evmNetwork(31337, 'Latch Devnet', 'http://127.0.0.1:8545');

describe('rpcEndpointsOf', () => {
  it("the host's rpcUrls entry wins, alone", () => {
    const rpcUrls = { 'eip155:1': 'https://mine.example', 'eip155:31337': 'http://127.0.0.1:9999' };
    expect(rpcEndpointsOf(mainnet, { rpcUrls, proxy: PROXY })).toEqual(['https://mine.example']);
    expect(rpcEndpointsOf(devnet, { rpcUrls, proxy: PROXY })).toEqual(['http://127.0.0.1:9999']);
  });

  it("SPEC §7's chains go to the data service's RPC proxy first, their own URLs after", () => {
    expect(rpcEndpointsOf(mainnet, { rpcUrls: {}, proxy: PROXY })).toEqual([
      'https://api.example/v1?chainId=eip155%3A1&projectId=p+1',
      'https://eth.example',
    ]);
    expect(rpcProxyUrl(PROXY, 'eip155:8453')).toBe(
      'https://api.example/v1?chainId=eip155%3A8453&projectId=p+1',
    );
  });

  it('chains off the list, and every chain without a data service, use their own URLs', () => {
    expect(rpcEndpointsOf(devnet, { rpcUrls: {}, proxy: PROXY })).toEqual(['http://127.0.0.1:8545']);
    expect(rpcEndpointsOf(mainnet, { rpcUrls: {} })).toEqual(['https://eth.example']);
    const none: Network = { ...devnet, rpcUrls: { default: { http: [] } } };
    expect(rpcEndpointsOf(none, { rpcUrls: {} })).toEqual([]);
  });

  it('the list holds about 40 eip155 chains, SPEC §7 examples among them; other namespaces never proxy', () => {
    expect(RPC_PROXY_CHAIN_IDS.length).toBeGreaterThanOrEqual(35);
    for (const id of [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114]) {
      expect(isProxiedChain(evmNetwork(id, `chain ${id}`))).toBe(true);
    }
    expect(isProxiedChain({ ...mainnet, chainNamespace: 'solana', caipNetworkId: 'solana:1' })).toBe(false);
    expect(isProxiedChain(devnet)).toBe(false);
  });
});
