import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { okAsync, ResultAsync } from 'neverthrow';
import type { CaipNetworkId } from '../../../ports/index.js';
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
  private built: BalancesStore | undefined = undefined;
  /** Why the code did not arrive, until a later fetch succeeds. */
  private loadFailure: { readonly cause: unknown } | undefined = undefined;
  readonly #deps: BalancesStoreDeps;
  readonly #load: () => Promise<CreateBalancesStore>;
  readonly #stop: () => void;
  #loading: Promise<BalancesStore> | undefined = undefined;
  #disposed = false;

  constructor(deps: BalancesStoreDeps, load: () => Promise<CreateBalancesStore>) {
    this.#deps = deps;
    this.#load = load;
    makeAutoObservable<LazyBalancesStore, 'built' | 'loadFailure' | 'target'>(
      this,
      { built: observableRef, loadFailure: observableRef, target: false, dispose: false },
      { autoBind: true },
    );
    this.#stop = reaction(
      () => {
        const target = this.target();
        return target.kind === 'none' ? undefined : `${target.address} ${this.#networkOf(target)}`;
      },
      (wanted) => {
        if (wanted !== undefined && this.built === undefined)
          this.#real().catch((cause: unknown) =>
            deps.logger.warn('token balances: code not loaded', { cause }),
          );
      },
      { fireImmediately: true },
    );
  }

  get state(): BalancesState {
    if (this.built !== undefined) return this.built.state;
    const target = this.target();
    if (target.kind === 'none') return IDLE;
    const caipNetworkId = this.#networkOf(target);
    if (this.loadFailure !== undefined)
      return {
        status: 'unavailable',
        address: target.address,
        caipNetworkId,
        error: balancesUnavailable('failed', caipNetworkId, this.loadFailure.cause),
      };
    return { status: 'loading', address: target.address, caipNetworkId };
  }

  get tokens(): readonly TokenBalanceRow[] {
    return this.built?.tokens ?? NO_TOKENS;
  }

  refresh(options: RefreshBalancesOptions = {}): ResultAsync<BalancesReady | undefined, BalancesError> {
    if (this.built !== undefined) return this.built.refresh(options);
    const target = this.target();
    if (target.kind === 'none') return okAsync(undefined);
    const caipNetworkId = this.#networkOf(target);
    return ResultAsync.fromPromise(this.#real(), (cause) =>
      balancesUnavailable('failed', caipNetworkId, cause),
    ).andThen((store) => store.refresh(options));
  }

  dispose(): void {
    this.#disposed = true;
    this.#stop();
    this.built?.dispose();
  }

  #networkOf(target: Exclude<BalanceTarget, { kind: 'none' }>): CaipNetworkId {
    return target.kind === 'read' ? target.network.caipNetworkId : target.caipNetworkId;
  }

  private target(): BalanceTarget {
    const { address, walletNetworkId, activeNetwork, networks } = this.#deps.account;
    return resolveBalanceTarget({ address, walletNetworkId, activeNetwork, networks });
  }

  #real(): Promise<BalancesStore> {
    this.#loading ??= this.#load().then(
      (create) =>
        runInAction(() => {
          this.loadFailure = undefined;
          this.built ??= create(this.#deps);
          if (this.#disposed) this.built.dispose();
          return this.built;
        }),
      (cause: unknown) => {
        this.#loading = undefined;
        runInAction(() => {
          this.loadFailure = { cause };
        });
        throw cause;
      },
    );
    return this.#loading;
  }
}

/** The balances store of one core, its code fetched when first needed (see LazyBalancesStore). */
export const createLazyBalancesStore = (
  deps: BalancesStoreDeps,
  load: () => Promise<CreateBalancesStore> = loadBalancesStore,
): Balances => new LazyBalancesStore(deps, load);
