import { computedStruct, makeAutoObservable, reaction } from 'mobx';
import { ok, okAsync, ResultAsync } from 'neverthrow';
import type { CaipNetworkId, Cancel } from '../../../ports/index.js';
import { type LazyStore, laterResult, lazyStore } from '../../lib/lazy/index.js';
import type { AccountTrackers, AccountTrackersDeps } from './accountTrackers.js';
import type { RefreshBalanceOptions } from './NativeBalanceTracker.js';
import { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';
import type { BalanceTarget } from './resolveBalanceTarget.js';
import type { AccountIdentity, NativeBalanceError, NativeBalanceReady, NativeBalanceState } from './types.js';

/** What the account store uses of its balance and identity trackers. */
export interface LazyAccountTrackers {
  readonly nativeBalance: NativeBalanceState;
  readonly identity: AccountIdentity | undefined;
  refreshBalance(
    options?: RefreshBalanceOptions,
  ): ResultAsync<NativeBalanceReady | undefined, NativeBalanceError>;
  refreshIdentity(): ResultAsync<AccountIdentity | undefined, never>;
  /** Restores the persisted caches (now if the code is there, else once it arrives). */
  hydrate(): Promise<void>;
  /** Fetches the code once an account is connected, then reads and follows; until the returned function is called. */
  start(): Cancel;
}

export type CreateAccountTrackers = (deps: AccountTrackersDeps) => AccountTrackers;

/** Fetches the trackers' code (their own chunk, accountTrackers.ts). */
export const loadAccountTrackers = (): Promise<CreateAccountTrackers> =>
  import('./accountTrackers.js').then((module) => module.createAccountTrackers);

const IDLE: NativeBalanceState = { status: 'idle' };

const networkOf = (target: Exclude<BalanceTarget, { kind: 'none' }>): CaipNetworkId =>
  target.kind === 'read' ? target.network.caipNetworkId : target.caipNetworkId;

/**
 * The account's native-balance and identity trackers and their caches (accountTrackers.ts), whose code is
 * fetched once an account is connected or by the first refresh, not with the page. Until it is there the balance
 * is 'idle' without an account, 'unavailable' on a network that is not configured and 'loading' otherwise (as the
 * tracker shows before its first read ends), and there is no identity. When it arrives the caches are restored
 * (if `hydrate` was asked) and the trackers start. A failed fetch is logged and shows as 'unavailable' (SPEC §8
 * 'Token Balance Unavailable', reason 'failed'), the identity stays cleared; the next account or network change,
 * or a refresh, fetches it again.
 */
class LazyTrackers implements LazyAccountTrackers {
  readonly #deps: AccountTrackersDeps;
  /** Built once made, its caches restored (if asked) and started (if active). */
  readonly #store: LazyStore<AccountTrackers>;
  /** Made but maybe not started yet (its caches still being restored). */
  #made: AccountTrackers | undefined = undefined;
  #hydrateAsked = false;
  #active = false;
  #stopFetch: Cancel | undefined = undefined;
  #stopBuilt: Cancel | undefined = undefined;

  constructor(deps: AccountTrackersDeps, load: () => Promise<CreateAccountTrackers>) {
    this.#deps = deps;
    this.#store = lazyStore(() =>
      load().then(
        async (create) => {
          const made = create(deps);
          this.#made = made;
          if (this.#hydrateAsked) await made.caches.hydrate();
          // Started first: its first state (the cached value, or 'loading') is there when it is shown.
          if (this.#active) this.#stopBuilt = made.start();
          return made;
        },
        (cause: unknown) => {
          deps.logger.warn('account balance and identity: code not loaded', { cause });
          throw cause;
        },
      ),
    );
    makeAutoObservable(
      this,
      {
        // The tracker's first 'loading' equals the one shown while its code arrived: no second notification.
        nativeBalance: computedStruct,
        start: false,
        hydrate: false,
      },
      { autoBind: true },
    );
  }

  get nativeBalance(): NativeBalanceState {
    const { built, failure } = this.#store;
    if (built !== undefined) return built.balance.state;
    const target = this.#deps.balanceTarget();
    if (target.kind === 'none') return IDLE;
    const { address } = target;
    const caipNetworkId = networkOf(target);
    if (target.kind === 'unsupported') {
      const error = nativeBalanceUnavailable('unsupported-network', caipNetworkId);
      return { status: 'unavailable', address, caipNetworkId, error };
    }
    if (failure === undefined) return { status: 'loading', address, caipNetworkId };
    const error = nativeBalanceUnavailable('failed', caipNetworkId, failure.cause);
    return { status: 'unavailable', address, caipNetworkId, error };
  }

  get identity(): AccountIdentity | undefined {
    return this.#store.built?.identity.identity;
  }

  refreshBalance(
    options: RefreshBalanceOptions = {},
  ): ResultAsync<NativeBalanceReady | undefined, NativeBalanceError> {
    const { built } = this.#store;
    if (built !== undefined) return built.balance.refresh(options);
    const target = this.#deps.balanceTarget();
    if (target.kind === 'none') return okAsync(undefined);
    const caipNetworkId = networkOf(target);
    return laterResult(this.#store, (cause) => nativeBalanceUnavailable('failed', caipNetworkId, cause))(
      (trackers) => trackers.balance.refresh(options),
    );
  }

  refreshIdentity(): ResultAsync<AccountIdentity | undefined, never> {
    const { built } = this.#store;
    if (built !== undefined) return built.identity.refresh({ force: true });
    if (this.#deps.identityTarget() === undefined) return okAsync(undefined);
    // A failed fetch was logged; the identity stays cleared, as after a failed lookup.
    return new ResultAsync(
      this.#store().then(
        (trackers) => trackers.identity.refresh({ force: true }),
        () => ok(undefined),
      ),
    );
  }

  async hydrate(): Promise<void> {
    this.#hydrateAsked = true;
    if (this.#made !== undefined) await this.#made.caches.hydrate();
  }

  start(): Cancel {
    if (this.#active) return this.#stop;
    this.#active = true;
    const { built } = this.#store;
    if (built !== undefined) this.#stopBuilt = built.start();
    const stopFetch = reaction(
      () => {
        const target = this.#deps.balanceTarget();
        return target.kind === 'none' ? undefined : `${target.address} ${networkOf(target)}`;
      },
      (wanted) => {
        if (wanted !== undefined && this.#store.built === undefined) this.#store().catch(() => undefined);
      },
      { fireImmediately: true },
    );
    this.#stopFetch = stopFetch;
    return this.#stop;
  }

  readonly #stop = (): void => {
    this.#active = false;
    this.#stopFetch?.();
    this.#stopFetch = undefined;
    this.#stopBuilt?.();
    this.#stopBuilt = undefined;
  };
}

/** The account's trackers, their code fetched when first needed (see LazyTrackers). */
export const createLazyAccountTrackers = (
  deps: AccountTrackersDeps,
  load: () => Promise<CreateAccountTrackers> = loadAccountTrackers,
): LazyAccountTrackers => new LazyTrackers(deps, load);
