import { okAsync, type ResultAsync } from 'neverthrow';
import type { CaipNetworkId, ChainsApi, Clock, Logger, SupportedChains } from '../../../ports/index.js';
import { createQueryCache, IDENTITY_TTL_MS } from '../../lib/cache/index.js';
import { fromProviderPromise, type ProviderFailureError } from '../../lib/rpc/index.js';

/** Whether the data service serves a network; never fails. */
export type SupportedChainsCheck = (caipNetworkId: CaipNetworkId) => ResultAsync<boolean, never>;

export interface SupportedChainsCheckDeps {
  readonly chainsApi?: ChainsApi | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * SPEC §7: data-service calls are made only if the active network is supported. Without a ChainsApi
 * every network counts as supported; with one, its http list decides (reused for IDENTITY_TTL_MS). A
 * failed lookup is logged and counts as unsupported, and is retried on the next check.
 */
export function createSupportedChainsCheck(deps: SupportedChainsCheckDeps): SupportedChainsCheck {
  const { chainsApi, logger } = deps;
  if (chainsApi === undefined) return () => okAsync(true);
  const cache = createQueryCache<'supported-chains', SupportedChains, ProviderFailureError>({
    clock: deps.clock,
    ttlMs: IDENTITY_TTL_MS,
  });
  return (caipNetworkId) =>
    cache
      .fetch('supported-chains', () => fromProviderPromise(chainsApi.getSupportedChains()))
      .map((chains) => chains.http.includes(caipNetworkId))
      .orElse((error) => {
        logger.warn('supported chains lookup failed; data-service calls skipped', { caipNetworkId, error });
        return okAsync(false);
      });
}
