import { errAsync, type ResultAsync } from 'neverthrow';
import type { ChainReaders, Network } from '../../../ports/index.js';
import type { QueryCache } from '../../lib/cache/index.js';
import { latchError } from '../../lib/errors/index.js';
import { fromProviderPromise, type ProviderFailureError } from '../../lib/rpc/index.js';
import { nativeBalanceKey } from './nativeBalanceKey.js';
import { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';
import { toNativeBalanceReady } from './toNativeBalanceReady.js';
import type { NativeBalanceError, NativeBalanceReady } from './types.js';

/** Native balances by `nativeBalanceKey`, in smallest units. */
export type NativeBalanceCache = QueryCache<string, bigint, ProviderFailureError>;

export interface FetchNativeBalanceArgs {
  readonly cache: NativeBalanceCache;
  readonly readers: ChainReaders;
  readonly address: string;
  readonly network: Network;
  /** Drops the cached value (or cached failure) first, so the chain is read again. */
  readonly force?: boolean;
}

/**
 * An address's native balance on a network through the namespace's ChainReader and the query cache
 * (values and failures reused for their TTLs, concurrent reads joined). Every failure, and a namespace
 * without a reader, is TOKEN_BALANCE_UNAVAILABLE with the underlying error as cause.
 */
export function fetchNativeBalance(
  args: FetchNativeBalanceArgs,
): ResultAsync<NativeBalanceReady, NativeBalanceError> {
  const { cache, address, network } = args;
  const reader = args.readers[network.chainNamespace];
  if (reader === undefined) {
    const cause = latchError('CHAIN_ADAPTER_NOT_FOUND', { details: network.chainNamespace });
    return errAsync(nativeBalanceUnavailable('unsupported-namespace', network.caipNetworkId, cause));
  }
  const key = nativeBalanceKey(address, network);
  if (args.force === true) cache.invalidate(key);
  return cache
    .fetch(key, () => fromProviderPromise(reader.getNativeBalance({ address, network })))
    .mapErr((cause) => nativeBalanceUnavailable('failed', network.caipNetworkId, cause))
    .andThen((value) => toNativeBalanceReady(address, network, value));
}
