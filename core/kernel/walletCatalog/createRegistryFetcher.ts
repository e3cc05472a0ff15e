import { errAsync, ResultAsync } from 'neverthrow';
import type {
  Clock,
  GetWalletsRequest,
  Scheduler,
  WalletListing,
  WalletRegistryApi,
} from '../../../ports/index.js';
import { createQueryCache } from '../../lib/cache/index.js';
import { isPortFailure } from '../../lib/errors/index.js';
import { DATA_RETRY, retryWithBackoff } from '../../lib/rpc/index.js';
import { WALLET_REGISTRY_CACHE_ENTRIES, WALLET_REGISTRY_TTL_MS } from './constants.js';
import { isRetryableRegistryFailure } from './isRetryableRegistryFailure.js';
import { mapRegistryFailureLater } from './mapRegistryFailureLater.js';
import type { RegistryPage, WalletRegistryError } from './types.js';

export interface RegistryFetcherDeps {
  readonly registry: WalletRegistryApi;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
}

/** One registry request; never rejects. */
export type RegistryFetcher = (request: GetWalletsRequest) => ResultAsync<RegistryPage, WalletRegistryError>;

const isListing = (value: unknown): value is WalletListing =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  value.id.trim() !== '' &&
  'name' in value &&
  typeof value.name === 'string';

/**
 * Drops malformed listings; a count that is not a non-negative number becomes the listings' length. No
 * answer at all stays undefined (the cache reports QUERY_DATA_UNDEFINED).
 */
const sanitise = (answer: unknown): RegistryPage | undefined => {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const raw = 'data' in answer ? answer.data : undefined;
  const data = Array.isArray(raw) ? raw.filter(isListing) : [];
  const total = 'count' in answer ? answer.count : undefined;
  const count =
    typeof total === 'number' && Number.isFinite(total) && total >= 0 ? Math.floor(total) : data.length;
  return { count, data };
};

const call = (registry: WalletRegistryApi, request: GetWalletsRequest): Promise<unknown> => {
  try {
    return Promise.resolve(registry.getWallets(request));
  } catch (cause) {
    return Promise.reject(cause);
  }
};

/** A failure as a catalogue error (mapRegistryFailure; core/lib/rpc's mapping fetched, not in the first chunk). */
const mapped = (failure: unknown): ResultAsync<never, WalletRegistryError> => {
  const error = mapRegistryFailureLater(failure);
  return error instanceof Promise
    ? ResultAsync.fromSafePromise(error).andThen((mapped) => errAsync<never, WalletRegistryError>(mapped))
    : errAsync(error);
};

/**
 * GET /getWallets through the query cache (identical requests in flight are shared, answers reused for
 * WALLET_REGISTRY_TTL_MS, failures not kept) with the SPEC §9 data-fetch retry (DATA_RETRY: 1 s doubling,
 * capped at 30 s, 3 retries, the server's Retry-After honoured) on transient failures. Failures come back
 * as catalogue errors (mapRegistryFailure).
 */
export const createRegistryFetcher = (deps: RegistryFetcherDeps): RegistryFetcher => {
  const cache = createQueryCache<GetWalletsRequest, RegistryPage, WalletRegistryError>({
    clock: deps.clock,
    ttlMs: WALLET_REGISTRY_TTL_MS,
    maxEntries: WALLET_REGISTRY_CACHE_ENTRIES,
  });
  const attempt = (request: GetWalletsRequest) =>
    ResultAsync.fromPromise(call(deps.registry, request), (failure: unknown) => failure);
  const load = (request: GetWalletsRequest) =>
    retryWithBackoff(() => attempt(request), {
      scheduler: deps.scheduler,
      ...DATA_RETRY,
      shouldRetry: isRetryableRegistryFailure,
      retryAfterMs: (failure) =>
        isPortFailure(failure) && failure.kind === 'HttpFailure' ? failure.retryAfterMs : undefined,
    })
      .map(sanitise)
      .orElse(mapped);
  return (request) => cache.fetch(request, () => load(request)).orElse(mapped);
};
