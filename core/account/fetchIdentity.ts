import { ResultAsync } from 'neverthrow';
import type { IdentityApi } from '../../ports/index.js';
import type { QueryCache, QueryLoadError } from '../cache/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../rpc/index.js';
import type { AccountIdentity } from './types.js';

/** Identities by lower-case EVM address. */
export type IdentityCache = QueryCache<string, AccountIdentity, ProviderFailureError>;

export type IdentityFetchError = ProviderFailureError | QueryLoadError;

export interface FetchIdentityArgs {
  readonly cache: IdentityCache;
  readonly identityApi: IdentityApi;
  readonly address: string;
}

/** An EVM address's identity (name, avatar) through the IdentityApi and the query cache (SPEC §7, §9). */
export function fetchIdentity(args: FetchIdentityArgs): ResultAsync<AccountIdentity, IdentityFetchError> {
  const { address, identityApi } = args;
  return args.cache.fetch(address.toLowerCase(), () =>
    ResultAsync.fromPromise(identityApi.getIdentity({ address, sender: address }), mapProviderFailure).map(
      ({ name, avatar }): AccountIdentity => ({ name, avatar }),
    ),
  );
}
