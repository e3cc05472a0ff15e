/** SLIP-44 coin type of Ethereum mainnet, which ENSIP-11 keeps for chain id 1. */
export const MAINNET_COIN_TYPE = 60;

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, except mainnet (chain id 1) which
 * keeps its SLIP-44 coin type 60. Validate the chain id first with `validateNameChainId`.
 */
export const coinTypeForChainId = (chainId: number): number =>
  chainId === 1 ? MAINNET_COIN_TYPE : (0x80000000 | chainId) >>> 0;
