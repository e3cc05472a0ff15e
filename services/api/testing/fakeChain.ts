import type { DevnetChain } from '../../devnet/index.js';

/** Test helper: a well-formed manifest chain with no node behind it (for routes that never call it). */
export const fakeChain = (chainId: number): DevnetChain => {
  const address = '0x0000000000000000000000000000000000000001';
  const token = { name: 'Token', decimals: 18, address } as const;
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: `Chain ${chainId}`,
    rpcUrl: 'http://127.0.0.1:1',
    multicall3: address,
    tokens: {
      USDC: { ...token, symbol: 'USDC' },
      DAI: { ...token, symbol: 'DAI' },
      WETH: { ...token, symbol: 'WETH' },
    },
    uniswapV2: { factory: address, router: address, pairs: { 'USDC/DAI': address, 'USDC/WETH': address } },
    treasury: address,
    accounts: [],
    seededAtBlock: 0,
  };
};
