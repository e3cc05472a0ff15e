import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Cancel } from '../../../ports/index.js';
import {
  type BalanceTarget,
  createSupportedChainsCheck,
  resolveBalanceTarget,
  type SupportedChainsCheck,
} from '../account/index.js';
import { balancesUnavailable } from './balancesUnavailable.js';
import { type BalancesCache, createBalancesCache } from './createBalancesCache.js';
import { fetchTokenBalances } from './fetchTokenBalances.js';
import { tokenBalancesKey } from './tokenBalancesKey.js';
import { toTokenRows } from './toTokenRows.js';
import type {
  BalancesError,
  BalancesReady,
  BalancesState,
  BalancesStoreDeps,
  RefreshBalancesOptions,
  TokenBalanceRow,
} from './types.js';

const IDLE: BalancesState = { status: 'idle' };
const NO_TOKENS: readonly TokenBalanceRow[] = [];

/**
 * The token balances of the active account on the active network (SPEC §3 tokenBalance list): 'loading',
 * 'ready' (an empty list means the account holds nothing there) or 'unavailable' (the fetch failed or the
 * network is not served), never a failure shown as zero. Reads follow the account and network; each state
 * is kept with the key it was read for and shown only while that key is current, so a late answer for a
 * previous account or network is never shown, and of overlapping reads only the latest one is applied.
 * The store decides state only: the view shows the 'Token Balance Unavailable' toast (STYLE #4).
 */
export class BalancesStore {
  private entry: { readonly key: string; readonly state: BalancesState } | undefined = undefined;
  readonly #deps: BalancesStoreDeps;
  readonly #caches: BalancesCache;
  readonly #isSupported: SupportedChainsCheck;
  #hydrated: Promise<void> = Promise.resolve();
  #stops: Cancel[] = [];
  #run = 0;

  constructor(deps: BalancesStoreDeps) {
    this.#deps = deps;
    this.#caches = createBalancesCache(deps.clock, deps.storage);
    this.#isSupported = createSupportedChainsCheck(deps);
    makeAutoObservable<BalancesStore, 'entry' | 'target'>(
      this,
      { entry: observableRef, target: false, start: false, dispose: false },
      { autoBind: true },
    );
  }

  /** The current state for the active account and network ('idle' without an account). */
  get state(): BalancesState {
    const entry = this.entry;
    return entry !== undefined && entry.key === this.target().key ? entry.state : IDLE;
  }

  /** The rows of a ready list; empty in every other state. */
  get tokens(): readonly TokenBalanceRow[] {
    const state = this.state;
    return state.status === 'ready' ? state.tokens : NO_TOKENS;
  }

  /**
   * Reads the balances of the active account (through the cache unless `force`; see fetchTokenBalances).
   * While it loads, a ready list of the same account and network stays shown. Resolves with the ready
   * state, undefined without an account, or the unavailable error.
   */
  refresh(options: RefreshBalancesOptions = {}): ResultAsync<BalancesReady | undefined, BalancesError> {
    const target = this.target();
    const run = ++this.#run;
    if (target.kind === 'none') return okAsync(undefined);
    const { address } = target;
    if (target.kind === 'unsupported') {
      const { caipNetworkId } = target;
      const error = balancesUnavailable('unsupported-network', caipNetworkId);
      this.entry = { key: target.key, state: { status: 'unavailable', address, caipNetworkId, error } };
      return errAsync(error);
    }
    const { key, network } = target;
    const { caipNetworkId } = network;
    if (this.entry?.key !== key || this.entry.state.status !== 'ready') {
      const cached =
        options.force === true ? undefined : this.#caches.cache.peek(tokenBalancesKey(address, network));
      this.entry = {
        key,
        state:
          cached === undefined
            ? { status: 'loading', address, caipNetworkId }
            : { status: 'ready', address, caipNetworkId, tokens: toTokenRows(cached) },
      };
    }
    const apply = (state: BalancesState): void => {
      if (run !== this.#run || this.target().key !== key) return;
      runInAction(() => {
        this.entry = { key, state };
      });
    };
    const { balanceApi, sessions, logger } = this.#deps;
    return ResultAsync.fromSafePromise(this.#hydrated)
      .andThen(() =>
        fetchTokenBalances({
          cache: this.#caches.cache,
          balanceApi,
          isSupported: this.#isSupported,
          session: sessions.session(network.chainNamespace),
          address,
          network,
          logger,
          ...(options.force === true ? { force: true } : {}),
          ...(options.tokens === undefined ? {} : { tokens: options.tokens }),
        }),
      )
      .map((balances) => {
        const ready: BalancesReady = {
          status: 'ready',
          address,
          caipNetworkId,
          tokens: toTokenRows(balances),
        };
        apply(ready);
        return ready;
      })
      .mapErr((error) => {
        logger.warn('token balances unavailable', { caipNetworkId, error });
        apply({ status: 'unavailable', address, caipNetworkId, error });
        return error;
      });
  }

  /**
   * Restores the persisted lists, then reads now and whenever the account or network changes, and
   * persists the cache, until dispose. Idempotent; createBalancesStore calls it.
   */
  start(): void {
    if (this.#stops.length > 0) return;
    // Storage failures are logged and ignored by SafeStorage; a read that still rejects only loses the cache.
    this.#hydrated = this.#caches.hydrate().catch(() => undefined);
    this.#stops = [
      this.#caches.autoPersist(),
      reaction(
        () => this.target().key,
        () => {
          void this.refresh();
        },
        { fireImmediately: true },
      ),
    ];
  }

  /** Stops following the account and persisting; the state stays as it is. */
  dispose(): void {
    for (const stop of this.#stops) stop();
    this.#stops = [];
  }

  private target(): BalanceTarget {
    const { address, walletNetworkId, activeNetwork, networks } = this.#deps.account;
    return resolveBalanceTarget({ address, walletNetworkId, activeNetwork, networks });
  }
}

/** Creates the balances store and starts it (see BalancesStore.start); call `dispose` to stop it. */
export function createBalancesStore(deps: BalancesStoreDeps): BalancesStore {
  const store = new BalancesStore(deps);
  store.start();
  return store;
}
