import { type Chain, defineChain } from 'viem';
import type { Network } from '../../../ports/index.js';
import { evmChainIdOf } from './evmChainIdOf.js';

/** An eip155 Network as a viem Chain (id, name, currency, RPC URLs, explorer, testnet flag). */
export function toViemChain(network: Network): Chain {
  const explorer = network.blockExplorers?.default;
  return defineChain({
    id: evmChainIdOf(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  });
}
