import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  CaipAddress,
  CaipNetworkId,
  Cancel,
  ChainNamespace,
  ConnectorInfo,
  Network,
} from '../../../ports/index.js';
import type { Connection } from '../connections/index.js';
import { caipAddressOf } from './caipAddressOf.js';
import {
  type CreateAccountTrackers,
  createLazyAccountTrackers,
  type LazyAccountTrackers,
  loadAccountTrackers,
} from './createLazyAccountTrackers.js';
import { findConfiguredNetwork, networkNotFound } from './findConfiguredNetwork.js';
import type { IdentityTarget } from './IdentityTracker.js';
import { isUnsupportedChain } from './isUnsupportedChain.js';
import { loadActiveNetwork } from './loadActiveNetwork.js';
import type { RefreshBalanceOptions } from './NativeBalanceTracker.js';
import { networkForConnections } from './networkForConnections.js';
import { type BalanceTarget, resolveBalanceTarget } from './resolveBalanceTarget.js';
import { saveActiveNetwork } from './saveActiveNetwork.js';
import { identityTargetOf } from './supportsIdentity.js';
import { SWITCHED, switchWalletNetwork } from './switchWalletNetwork.js';
import type {
  AccountEntry,
  AccountIdentity,
  AccountStoreDeps,
  AccountStoreOptions,
  NativeBalanceError,
  NativeBalanceReady,
  NativeBalanceState,
  SwitchNetworkError,
  SwitchNetworkOutcome,
} from './types.js';

/**
 * SPEC §3 account (per namespace) and network state, with the network switch of SPEC §4. Reads the
 * connections of the ConnectionStore; keeps the active namespace and network (persisted, restored by
 * `hydrate`), the native balance and the identity of the active account. The active network follows the
 * wallet while it sits on a configured network; when the active namespace has no wallet but another one
 * does, that one becomes active (unless a namespace switch waits for a connection).
 */
export class AccountStore {
  activeNetwork: Network;
  /** A switch to another namespace is under way (SPEC §4 switching-namespace flag). */
  switchingNamespace = false;
  /** The network a namespace switch waits for until a wallet is connected for its namespace. */
  pendingNetwork: Network | undefined = undefined;
  readonly networks: readonly [Network, ...Network[]];

  readonly #deps: AccountStoreDeps;
  readonly #options: AccountStoreOptions;
  /** The native balance and identity with their caches; their code is fetched once an account is connected. */
  readonly #trackers: LazyAccountTrackers;
  #stops: Cancel[] = [];
  #writes: Promise<void> = Promise.resolve();
  #switchRun = 0;

  constructor(
    deps: AccountStoreDeps,
    options: AccountStoreOptions,
    loadTrackers: () => Promise<CreateAccountTrackers> = loadAccountTrackers,
  ) {
    const [first] = options.networks;
    this.#deps = deps;
    this.#options = options;
    this.networks = options.networks;
    this.activeNetwork = first;
    this.#trackers = createLazyAccountTrackers(
      {
        ...deps,
        balanceTarget: () => this.balanceTarget,
        identityTarget: () => this.identityTarget,
      },
      loadTrackers,
    );
    makeAutoObservable(
      this,
      { activeNetwork: observableRef, pendingNetwork: observableRef, networks: false, start: false },
      { autoBind: true },
    );
  }

  networksOf(namespace: ChainNamespace): readonly Network[] {
    return this.networks.filter((network) => network.chainNamespace === namespace);
  }

  /** The namespace of the active network. */
  get activeNamespace(): ChainNamespace {
    return this.activeNetwork.chainNamespace;
  }
  /** The connection of the active namespace. */
  get connection(): Connection | undefined {
    return this.#deps.connection.connections.get(this.activeNamespace);
  }
  get isConnected(): boolean {
    return this.connection !== undefined;
  }
  get address(): string | undefined {
    return this.connection?.accounts[0];
  }
  get allAccounts(): readonly AccountEntry[] {
    const namespace = this.activeNamespace;
    return (this.connection?.accounts ?? []).map((address) => ({ namespace, address }));
  }
  get connectorInfo(): ConnectorInfo | undefined {
    return this.connection?.connector;
  }
  /** The CAIP-2 id the wallet of the active namespace reports (updated on chainChanged). */
  get walletNetworkId(): CaipNetworkId | undefined {
    return this.connection?.caipNetworkId;
  }
  /** CAIP-10 id of the active account, on the wallet's network. */
  get caipAddress(): CaipAddress | undefined {
    return caipAddressOf(this.address, this.walletNetworkId ?? this.activeNetwork.caipNetworkId);
  }
  /** The UI shows UnsupportedChain (SPEC §4). */
  get isUnsupportedChain(): boolean {
    return isUnsupportedChain({ ...this.#options, walletNetworkId: this.walletNetworkId });
  }
  get nativeBalance(): NativeBalanceState {
    return this.#trackers.nativeBalance;
  }
  /** Name and avatar (eip155 non-testnet networks only), else undefined. */
  get identity(): AccountIdentity | undefined {
    return this.#trackers.identity;
  }
  get profileName(): string | undefined {
    return this.identity?.name ?? undefined;
  }
  get profileImage(): string | undefined {
    return this.identity?.avatar ?? undefined;
  }

  private get balanceTarget(): BalanceTarget {
    const { address, walletNetworkId, activeNetwork, networks } = this;
    return resolveBalanceTarget({ address, walletNetworkId, activeNetwork, networks });
  }
  private get identityTarget(): IdentityTarget | undefined {
    return identityTargetOf(this.balanceTarget);
  }
  private get connectedNamespaces(): readonly ChainNamespace[] {
    return [...this.#deps.connection.connections.keys()];
  }

  /**
   * Reads the native balance again (from the cache unless `force`); see NativeBalanceTracker.refresh. Fetches the
   * trackers' code first if it is not there (a failed fetch: 'unavailable').
   */
  refreshBalance(
    options: RefreshBalanceOptions = {},
  ): ResultAsync<NativeBalanceReady | undefined, NativeBalanceError> {
    return this.#trackers.refreshBalance(options);
  }

  /** Looks the identity (name, avatar) up again past its cache, e.g. after a name registration. */
  refreshIdentity(): ResultAsync<AccountIdentity | undefined, never> {
    return this.#trackers.refreshIdentity();
  }

  /**
   * SPEC §4 network switch. Not configured → NETWORK_NOT_FOUND, nothing changes. Same namespace: a
   * connected wallet is asked to switch (the network becomes active once it did; errors change nothing),
   * else the network just becomes active. Another namespace: switchingNamespace is set; with a wallet
   * for it, that namespace becomes active and its wallet is switched as above; without one, the outcome
   * says a connection is needed and the switch completes when one appears.
   */
  switchNetwork(requested: Network): ResultAsync<SwitchNetworkOutcome, SwitchNetworkError> {
    const network = findConfiguredNetwork(this.networks, requested.caipNetworkId);
    if (network === undefined) return errAsync(networkNotFound(requested));
    const run = ++this.#switchRun;
    const namespace = network.chainNamespace;
    const connections = this.#deps.connection.connections;
    this.pendingNetwork = undefined;
    this.switchingNamespace = namespace !== this.activeNamespace;
    if (this.switchingNamespace) {
      const connection = connections.get(namespace);
      if (connection === undefined) {
        this.pendingNetwork = network;
        return okAsync({ needsConnection: true, namespace });
      }
      this.activeNetwork = findConfiguredNetwork(this.networks, connection.caipNetworkId) ?? network;
    }
    const walletNetworkId = connections.get(namespace)?.caipNetworkId;
    if (walletNetworkId === undefined || walletNetworkId === network.caipNetworkId) {
      this.#finishSwitch(run, network);
      return okAsync(SWITCHED);
    }
    return switchWalletNetwork(this.#deps.connection.session(namespace), network)
      .map(() => {
        this.#finishSwitch(run, network);
        return SWITCHED;
      })
      .mapErr((error) => {
        this.#finishSwitch(run, undefined);
        return error;
      });
  }

  /** Gives up a namespace switch that waits for a connection. */
  cancelNamespaceSwitch(): void {
    this.pendingNetwork = undefined;
    this.switchingNamespace = false;
  }

  /**
   * Restores the persisted caches (once their code is there) and, if no wallet is connected for the active namespace, the stored
   * active network when it is still configured. Tolerant of missing or corrupt data.
   */
  async hydrate(): Promise<void> {
    await this.#writes;
    const [restored] = await Promise.all([
      loadActiveNetwork(this.#deps.storage, this.networks),
      this.#trackers.hydrate(),
    ]);
    runInAction(() => {
      if (restored === undefined || this.isConnected) return;
      this.activeNetwork = restored;
    });
  }

  /**
   * Starts following the wallets (active namespace and network), reading the balance and identity,
   * and persisting the active network and caches. Idempotent; createAccountStore calls it.
   */
  start(): void {
    if (this.#stops.length > 0) return;
    this.#stops = [
      reaction(
        () => `${this.activeNamespace}|${this.pendingNetwork?.caipNetworkId}|${this.connectedNamespaces}`,
        () => this.#followConnections(),
        { fireImmediately: true },
      ),
      reaction(
        () => this.walletNetworkId,
        (id) => this.#followWallet(id),
        { fireImmediately: true },
      ),
      reaction(
        () => this.activeNetwork,
        (network) => {
          const { storage } = this.#deps;
          this.#writes = this.#writes.then(() => saveActiveNetwork(storage, network));
        },
      ),
      this.#trackers.start(),
    ];
  }

  /** Resolves once every storage write of the active network issued so far has finished. */
  flush(): Promise<void> {
    return this.#writes;
  }

  /** Stops every reaction and persistence; state stays as it is. */
  dispose(): void {
    for (const stop of this.#stops) stop();
    this.#stops = [];
  }

  #finishSwitch(run: number, network: Network | undefined): void {
    if (run !== this.#switchRun) return;
    runInAction(() => {
      this.switchingNamespace = false;
      if (network !== undefined && network.chainNamespace === this.activeNamespace)
        this.activeNetwork = network;
    });
  }

  #followConnections(): void {
    const { networks, activeNamespace, pendingNetwork, connectedNamespaces: connected } = this;
    const next = networkForConnections({ networks, activeNamespace, pendingNetwork, connected });
    if (next === undefined) return;
    if (pendingNetwork !== undefined) this.cancelNamespaceSwitch();
    this.activeNetwork = next;
  }

  #followWallet(walletNetworkId: CaipNetworkId | undefined): void {
    const network = findConfiguredNetwork(this.networks, walletNetworkId);
    if (network !== undefined && network.chainNamespace === this.activeNamespace)
      this.activeNetwork = network;
  }
}

/** Creates the account store and starts it (see AccountStore.start); call `dispose` to stop it. */
export function createAccountStore(
  deps: AccountStoreDeps,
  options: AccountStoreOptions,
  loadTrackers: () => Promise<CreateAccountTrackers> = loadAccountTrackers,
): AccountStore {
  const store = new AccountStore(deps, options, loadTrackers);
  store.start();
  return store;
}
