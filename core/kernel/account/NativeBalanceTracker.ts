import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cancel, ChainReaders, Logger } from '../../../ports/index.js';
import { fetchNativeBalance, type NativeBalanceCache } from './fetchNativeBalance.js';
import { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';
import type { BalanceTarget } from './resolveBalanceTarget.js';
import { toNativeBalanceReady } from './toNativeBalanceReady.js';
import type { NativeBalanceError, NativeBalanceReady, NativeBalanceState } from './types.js';

export interface NativeBalanceTrackerDeps {
  /** The current target, read inside MobX tracking (an observable getter). */
  readonly target: () => BalanceTarget;
  readonly cache: NativeBalanceCache;
  readonly readers: ChainReaders;
  readonly logger: Logger;
}

export interface RefreshBalanceOptions {
  /** Reads the chain even when a fresh value (or failure) is cached. */
  readonly force?: boolean;
}

const IDLE: NativeBalanceState = { status: 'idle' };

/**
 * The native balance of the current target. Each state is kept with the key it was read for and shown
 * only while that key is current, so a late answer for a previous address or network is never shown;
 * of overlapping reads only the latest one is applied.
 */
export class NativeBalanceTracker {
  private entry: { readonly key: string; readonly state: NativeBalanceState } | undefined = undefined;
  readonly #deps: NativeBalanceTrackerDeps;
  #run = 0;

  constructor(deps: NativeBalanceTrackerDeps) {
    this.#deps = deps;
    makeAutoObservable<NativeBalanceTracker, 'entry'>(
      this,
      { entry: observableRef, start: false },
      { autoBind: true },
    );
  }

  get state(): NativeBalanceState {
    const entry = this.entry;
    return entry !== undefined && entry.key === this.#deps.target().key ? entry.state : IDLE;
  }

  /**
   * Reads the balance of the current target (through the cache unless `force`). While it loads, a ready
   * value of the same target stays shown. Resolves with the ready state, undefined without an account,
   * or the unavailable error.
   */
  refresh(
    options: RefreshBalanceOptions = {},
  ): ResultAsync<NativeBalanceReady | undefined, NativeBalanceError> {
    const target = this.#deps.target();
    const run = ++this.#run;
    if (target.kind === 'none') return okAsync(undefined);
    if (target.kind === 'unsupported') {
      const error = nativeBalanceUnavailable('unsupported-network', target.caipNetworkId);
      const { address, caipNetworkId } = target;
      this.entry = { key: target.key, state: { status: 'unavailable', address, caipNetworkId, error } };
      return errAsync(error);
    }
    const { key, address, network } = target;
    const { caipNetworkId } = network;
    if (this.entry?.key !== key || this.entry.state.status !== 'ready') {
      const cached = options.force === true ? undefined : this.#deps.cache.peek(key);
      const ready = cached === undefined ? undefined : toNativeBalanceReady(address, network, cached);
      this.entry = {
        key,
        state: ready?.isOk() === true ? ready.value : { status: 'loading', address, caipNetworkId },
      };
    }
    const apply = (state: NativeBalanceState): void => {
      if (run !== this.#run || this.#deps.target().key !== key) return;
      runInAction(() => {
        this.entry = { key, state };
      });
    };
    const { cache, readers, logger } = this.#deps;
    return fetchNativeBalance({ cache, readers, address, network, force: options.force === true })
      .map((ready) => {
        apply(ready);
        return ready;
      })
      .mapErr((error) => {
        logger.warn('native balance unavailable', { caipNetworkId, error });
        apply({ status: 'unavailable', address, caipNetworkId, error });
        return error;
      });
  }

  /** Reads the balance now and whenever the target changes, until the returned function is called. */
  start(): Cancel {
    return reaction(
      () => this.#deps.target().key,
      () => {
        void this.refresh();
      },
      { fireImmediately: true },
    );
  }
}
