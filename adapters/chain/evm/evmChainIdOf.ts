import { parseCaipNetworkId } from '../../../core/lib/caip/index.js';
import type { Network } from '../../../ports/index.js';
import { UnsupportedFailureError } from './failures.js';

/** The numeric EIP-155 chain id of an eip155 network; throws UnsupportedFailureError for any other. */
export function evmChainIdOf(network: Network): number {
  const parsed = parseCaipNetworkId(network.caipNetworkId);
  if (network.chainNamespace !== 'eip155' || parsed.isErr() || parsed.value.namespace !== 'eip155') {
    throw new UnsupportedFailureError(`network ${network.caipNetworkId}`);
  }
  return Number(parsed.value.reference);
}
