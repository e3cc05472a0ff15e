import type { ResultAsync } from 'neverthrow';
import type { IdentityApi, NamesApi } from '../../../ports/index.js';
import type { QueryCache, QueryLoadError } from '../../lib/cache/index.js';
import { fromProviderPromise, type ProviderFailureError } from '../../lib/rpc/index.js';
import type { AccountIdentity } from './types.js';

/** Identities by lower-case EVM address. */
export type IdentityCache = QueryCache<string, AccountIdentity, ProviderFailureError>;

export type IdentityFetchError = ProviderFailureError | QueryLoadError;

export interface FetchIdentityArgs {
  readonly cache: IdentityCache;
  readonly identityApi: IdentityApi;
  /** The name service, asked when the identity lookup fails (SPEC §4 fallback). */
  readonly namesApi: Pick<NamesApi, 'reverseLookup'>;
  readonly address: string;
}

/**
 * An EVM address's identity (name, avatar) through the IdentityApi and the query cache (SPEC §7, §9). When the
 * identity lookup fails, the fallback name lookup (`/v1/profile/reverse`) gives the address's first registered
 * name, without an avatar; only when both fail is the lookup an error (and nothing is cached).
 */
export function fetchIdentity(args: FetchIdentityArgs): ResultAsync<AccountIdentity, IdentityFetchError> {
  const { address, identityApi, namesApi } = args;
  const reverse = () =>
    fromProviderPromise(namesApi.reverseLookup({ address, sender: address })).map(
      (records): AccountIdentity => ({ name: records[0]?.name ?? null, avatar: null }),
    );
  return args.cache.fetch(address.toLowerCase(), () =>
    fromProviderPromise(identityApi.getIdentity({ address, sender: address }))
      .map(({ name, avatar }): AccountIdentity => ({ name, avatar }))
      .orElse((identityFailure) => reverse().mapErr(() => identityFailure)),
  );
}
