import type { ChainUnavailable } from '../chain/ChainUnavailable.js';
import type { ChainClient, ChainClients } from '../chain/createChainClients.js';
import type { SolanaClusterClient, SolanaClusters } from '../chain/createSolanaClusters.js';
import { ApiError, apiError, badRequest } from '../http/ApiError.js';

/** The configured chain of a CAIP-2 id, or a 400 on `field`. */
export const resolveChain = (chains: ChainClients, caipNetworkId: string, field = 'chainId'): ChainClient => {
  const found = chains.get(caipNetworkId);
  if (found === undefined) throw badRequest(field, `Chain ${caipNetworkId} is not supported`);
  return found;
};

/** The configured Solana cluster of a CAIP-2 id, or a 400 on `field`. */
export const resolveSolanaCluster = (
  clusters: SolanaClusters,
  caipNetworkId: string,
  field = 'chainId',
): SolanaClusterClient => {
  const found = clusters.get(caipNetworkId);
  if (found === undefined) throw badRequest(field, `Chain ${caipNetworkId} is not supported`);
  return found;
};

/** A failed chain read as the route's error: 502 for an unreachable node, 500 for anything else. */
export const chainReadFailure = (error: ChainUnavailable | Error): ApiError =>
  'kind' in error && error.kind === 'ChainUnavailable'
    ? apiError(502, 'chainId', `Chain ${error.caipNetworkId} is unavailable`, { cause: error.cause })
    : new ApiError(500, [{ field: 'server', description: 'Internal server error' }], { cause: error });
