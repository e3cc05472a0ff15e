import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { Cancel, IdentityApi, Logger, NamesApi, Network } from '../../../ports/index.js';
import type { SupportedChainsCheck } from './createSupportedChainsCheck.js';
import { fetchIdentity, type IdentityCache } from './fetchIdentity.js';
import type { AccountIdentity } from './types.js';

/** The account an identity is looked up for; `key` changes with the address or the network. */
export interface IdentityTarget {
  readonly key: string;
  readonly address: string;
  readonly network: Network;
}

export interface IdentityTrackerDeps {
  /** The current target (undefined: no identity, SPEC §4), read inside MobX tracking. */
  readonly target: () => IdentityTarget | undefined;
  readonly cache: IdentityCache;
  readonly identityApi: IdentityApi;
  readonly namesApi: Pick<NamesApi, 'reverseLookup'>;
  readonly isSupported: SupportedChainsCheck;
  readonly logger: Logger;
}

/**
 * The identity (name, avatar) of the current target, looked up through the cache when the data service
 * supports the network (with the name-service fallback of SPEC §4). A failed lookup is logged and leaves the identity cleared; an answer for a
 * previous target, or overtaken by a later lookup, is dropped.
 */
export class IdentityTracker {
  private entry: { readonly key: string; readonly identity: AccountIdentity | undefined } | undefined =
    undefined;
  readonly #deps: IdentityTrackerDeps;
  #run = 0;

  constructor(deps: IdentityTrackerDeps) {
    this.#deps = deps;
    makeAutoObservable<IdentityTracker, 'entry'>(
      this,
      { entry: observableRef, start: false },
      { autoBind: true },
    );
  }

  get identity(): AccountIdentity | undefined {
    const entry = this.entry;
    return entry !== undefined && entry.key === this.#deps.target()?.key ? entry.identity : undefined;
  }

  /**
   * Looks the identity of the current target up; resolves with it, or undefined when there is none. With
   * `force` the cached identity is dropped first (a name was just registered).
   */
  refresh(options: { readonly force?: boolean } = {}): ResultAsync<AccountIdentity | undefined, never> {
    const target = this.#deps.target();
    const run = ++this.#run;
    if (target === undefined) return okAsync(undefined);
    const { key, address, network } = target;
    const { cache, identityApi, namesApi, isSupported, logger } = this.#deps;
    if (options.force === true) cache.invalidate(address.toLowerCase());
    const isCurrent = (): boolean => run === this.#run && this.#deps.target()?.key === key;
    const apply = (identity: AccountIdentity | undefined): AccountIdentity | undefined => {
      if (isCurrent()) {
        runInAction(() => {
          this.entry = { key, identity };
        });
      }
      return identity;
    };
    return isSupported(network.caipNetworkId)
      .andThen((supported) =>
        supported && isCurrent()
          ? fetchIdentity({ cache, identityApi, namesApi, address })
          : okAsync(undefined),
      )
      .map(apply)
      .orElse((error) => {
        logger.warn('identity lookup failed; identity cleared', { address, error });
        return okAsync(apply(undefined));
      });
  }

  /** Looks up now and whenever the target changes, until the returned function is called. */
  start(): Cancel {
    return reaction(
      () => this.#deps.target()?.key,
      () => {
        void this.refresh();
      },
      { fireImmediately: true },
    );
  }
}
