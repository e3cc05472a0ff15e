import { type Chain, defineChain } from 'viem';
import { type Hex, MULTICALL3_ADDRESS } from './manifest.js';

export interface ViemChainInput {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly multicall3?: Hex;
}

/** A viem `Chain` for a devnet chain; with `multicall3`, viem's `multicall` batches through it. */
export const viemChain = (input: ViemChainInput): Chain =>
  defineChain({
    id: input.chainId,
    name: input.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [input.rpcUrl] } },
    contracts: { multicall3: { address: input.multicall3 ?? MULTICALL3_ADDRESS } },
    testnet: true,
  });
