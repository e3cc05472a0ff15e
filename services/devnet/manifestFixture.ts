import type { DevnetManifest } from './manifest.js';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

/** A well-formed manifest for tests (addresses are placeholders, not a deployment). */
export const sampleManifest = (): DevnetManifest => ({
  version: 1,
  mnemonic: 'test test test test test test test test test test test junk',
  chains: [
    {
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
      tokens: {
        USDC: { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: A },
        DAI: { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: B },
        WETH: { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: A },
      },
      uniswapV2: { factory: A, router: B, pairs: { 'USDC/DAI': A, 'USDC/WETH': B } },
      treasury: B,
      accounts: [A, B],
      farcaster: {
        idRegistry: A,
        users: [{ fid: 1001, username: 'alice', displayName: 'Alice', custody: B, custodyIndex: 20 }],
      },
      nfts: {
        collections: [{ name: 'Latch Pass', symbol: 'LPASS', address: A }],
        airdrop: { address: B, sender: A },
        holder: B,
      },
      seededAtBlock: 44,
    },
  ],
});
