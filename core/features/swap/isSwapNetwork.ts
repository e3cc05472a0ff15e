import type { Network } from '../../../ports/index.js';

/** Swaps run on eip155 networks whose chain id is listed (SPEC §9 networks, plus the devnet chains by default). */
export function isSwapNetwork(network: Network, chainIds: readonly number[]): boolean {
  if (network.chainNamespace !== 'eip155') return false;
  const id = typeof network.id === 'number' ? network.id : Number(network.id);
  return Number.isSafeInteger(id) && chainIds.includes(id);
}
