import { makeAutoObservable, reaction } from 'mobx';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { CaipNetworkId } from '../../../ports/index.js';
import { type LazyStore, laterResult, lazyStore } from '../../lib/lazy/index.js';
import { type BalanceTarget, resolveBalanceTarget } from '../account/index.js';
import type { BalancesStore } from './BalancesStore.js';
import { balancesUnavailable } from './balancesUnavailable.js';
import type {
  BalancesError,
  BalancesReady,
  BalancesState,
  BalancesStoreDeps,
  RefreshBalancesOptions,
  TokenBalanceRow,
} from './types.js';

/** What the core, the flows and the views use of the token-balances store. */
export type Balances = Pick<BalancesStore, 'state' | 'tokens' | 'refresh' | 'dispose'>;

type CreateBalancesStore = (deps: BalancesStoreDeps) => BalancesStore;

/** Fetches the store's code (its own chunk, store.ts). */
export const loadBalancesStore = (): Promise<CreateBalancesStore> =>
  import('./store.js').then((module) => module.createBalancesStore);

const IDLE: BalancesState = { status: 'idle' };
const NO_TOKENS: readonly TokenBalanceRow[] = [];

/**
 * The token-balances store (BalancesStore), whose code is fetched once an account is connected (then it starts:
 * the persisted lists restored, the balances read and followed) or by the first `refresh`, not with the page.
 * Until its code is there the state is 'idle' without an account and 'loading' with one; a `refresh` waits for
 * it. A failed fetch is logged and shows as 'unavailable' (SPEC §8 'Token Balance Unavailable', with its Retry),
 * never as a spinner that does not end; the next account or network change, or `refresh`, fetches it again.
 */
class LazyBalancesStore implements Balances {
  readonly #deps: BalancesStoreDeps;
  readonly #store: LazyStore<BalancesStore>;
  readonly #stop: () => void;

  constructor(deps: BalancesStoreDeps, load: () => Promise<CreateBalancesStore>) {
    this.#deps = deps;
    this.#store = lazyStore(() => load().then((create) => create(deps)));
    makeAutoObservable<LazyBalancesStore, 'target'>(
      this,
      { target: false, dispose: false },
      { autoBind: true },
    );
    this.#stop = reaction(
      () => {
        const target = this.target();
        return target.kind === 'none' ? undefined : `${target.address} ${this.#networkOf(target)}`;
      },
      (wanted) => {
        if (wanted !== undefined && this.#store.built === undefined)
          this.#store().catch((cause: unknown) =>
            deps.logger.warn('token balances: code not loaded', { cause }),
          );
      },
      { fireImmediately: true },
    );
  }

  get state(): BalancesState {
    const { built, failure } = this.#store;
    if (built !== undefined) return built.state;
    const target = this.target();
    if (target.kind === 'none') return IDLE;
    const caipNetworkId = this.#networkOf(target);
    if (failure !== undefined)
      return {
        status: 'unavailable',
        address: target.address,
        caipNetworkId,
        error: balancesUnavailable('failed', caipNetworkId, failure.cause),
      };
    return { status: 'loading', address: target.address, caipNetworkId };
  }

  get tokens(): readonly TokenBalanceRow[] {
    return this.#store.built?.tokens ?? NO_TOKENS;
  }

  refresh(options: RefreshBalancesOptions = {}): ResultAsync<BalancesReady | undefined, BalancesError> {
    const { built } = this.#store;
    if (built !== undefined) return built.refresh(options);
    const target = this.target();
    if (target.kind === 'none') return okAsync(undefined);
    const caipNetworkId = this.#networkOf(target);
    return laterResult(this.#store, (cause) => balancesUnavailable('failed', caipNetworkId, cause))((store) =>
      store.refresh(options),
    );
  }

  dispose(): void {
    this.#stop();
    this.#store.end((store) => store.dispose());
  }

  #networkOf(target: Exclude<BalanceTarget, { kind: 'none' }>): CaipNetworkId {
    return target.kind === 'read' ? target.network.caipNetworkId : target.caipNetworkId;
  }

  private target(): BalanceTarget {
    const { address, walletNetworkId, activeNetwork, networks } = this.#deps.account;
    return resolveBalanceTarget({ address, walletNetworkId, activeNetwork, networks });
  }
}

/** The balances store of one core, its code fetched when first needed (see LazyBalancesStore). */
export const createLazyBalancesStore = (
  deps: BalancesStoreDeps,
  load: () => Promise<CreateBalancesStore> = loadBalancesStore,
): Balances => new LazyBalancesStore(deps, load);
