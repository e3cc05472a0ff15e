import { type Chain, http, type Transport } from 'viem';
import type { Network } from '../../ports/index.js';
import { toViemChain } from '../chain/evm/toViemChain.js';
import { fromViemChain } from '../root/fromViemChain.js';

/** A Latch eip155 network as a viem `Chain` (the one conversion the injected signer uses too). */
export { toViemChain };

/** A non-empty list of viem chains, as wagmi's `createConfig({ chains })` takes it. */
export type WagmiChains = readonly [Chain, ...Chain[]];

/**
 * wagmi's chains from Latch's networks (`latch.account.networks`, or the list given to `createLatch`): the eip155
 * ones, in order, so the host keeps one list of chains. Latch's Solana networks have no wagmi chain and are left
 * out; a list without any eip155 network is refused (wagmi needs at least one chain).
 */
export function latchWagmiChains(networks: readonly (Network | Chain)[]): WagmiChains {
  const chains = networks.map((network) =>
    'chainNamespace' in network
      ? network.chainNamespace === 'eip155'
        ? toViemChain(network)
        : undefined
      : network,
  );
  const [first, ...rest] = chains.filter((chain): chain is Chain => chain !== undefined);
  if (first === undefined) throw new TypeError('latchWagmiChains: no eip155 network to give wagmi');
  return [first, ...rest];
}

/**
 * Latch's networks from wagmi's chains (the other direction): each viem `Chain` as a Latch network. `createLatch`
 * also takes the viem chains as they are (`networks: config.chains`).
 */
export const latchNetworksFromChains = (chains: readonly Chain[]): Network[] => chains.map(fromViemChain);

/** wagmi's transports for these chains: `http` to each chain's first RPC URL (viem's default without one). */
export const latchWagmiTransports = (chains: readonly Chain[]): Record<number, Transport> =>
  Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]));
