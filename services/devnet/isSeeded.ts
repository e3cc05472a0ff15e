import type { Address, Chain, PublicClient, Transport } from 'viem';
import type { DevnetChain } from './manifest.js';

const recordedContracts = (chain: DevnetChain): Address[] => [
  chain.multicall3,
  chain.tokens.USDC.address,
  chain.tokens.DAI.address,
  chain.tokens.WETH.address,
  chain.uniswapV2.factory,
  chain.uniswapV2.router,
  chain.uniswapV2.pairs['USDC/DAI'],
  chain.uniswapV2.pairs['USDC/WETH'],
  ...(chain.farcaster === undefined ? [] : [chain.farcaster.idRegistry]),
  ...(chain.nfts === undefined
    ? []
    : [...chain.nfts.collections.map((collection) => collection.address), chain.nfts.airdrop.address]),
];

/**
 * True when the running chain is the recorded one and has code at every recorded address. A deployment
 * recorded before the Farcaster ID registry or the NFTs were part of the seed is not reused (reseeding keeps
 * every address).
 */
export async function isSeeded(
  reader: PublicClient<Transport, Chain>,
  recorded: DevnetChain,
): Promise<boolean> {
  if (recorded.farcaster === undefined || recorded.nfts === undefined) return false;
  if ((await reader.getChainId()) !== recorded.chainId) return false;
  const codes = await Promise.all(recordedContracts(recorded).map((address) => reader.getCode({ address })));
  return codes.every((code) => code !== undefined && code !== '0x');
}
