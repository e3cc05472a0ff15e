import { numberToHex } from 'viem';
import type { Network } from '../../../ports/index.js';
import { evmChainIdOf } from '../../chain/evm/evmChainIdOf.js';
import type { Eip1193Provider } from './eip1193.js';

/** EIP-3085 wallet_addEthereumChain parameters for a network. */
export function addEthereumChainParameter(network: Network) {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: numberToHex(evmChainIdOf(network)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
  };
}

/**
 * wallet_switchEthereumChain to the network; when the wallet does not know the chain (4902, also nested
 * in a -32603 wrapper) it is added with wallet_addEthereumChain, then switched to. The wallet's own
 * errors are rethrown as they are.
 */
export async function switchEvmNetwork(provider: Eip1193Provider, network: Network): Promise<void> {
  const chain = addEthereumChainParameter(network);
  const switchTo = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.chainId }] });
  try {
    await switchTo();
  } catch (error) {
    // Fetched by the first refusal, with core/lib/rpc's mapping: not part of the page's first chunk.
    const { isUnrecognizedChainError } = await import('../../../core/lib/rpc/isUnrecognizedChainError.js');
    if (!isUnrecognizedChainError(error)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [chain] });
    await switchTo();
  }
}
