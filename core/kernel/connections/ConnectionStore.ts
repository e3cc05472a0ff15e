import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow';
import type {
  ChainNamespace,
  ConnectorInfo,
  ConnectParams,
  Network,
  WalletConnector,
  WalletSession,
} from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { addRecentWallet } from './addRecentWallet.js';
import { type DisconnectError, disconnectWallets, letGo } from './disconnectWallets.js';
import { findAuthorisedSessions } from './findAuthorisedSessions.js';
import { LiveWallets } from './LiveWallets.js';
import { findConnector, listConnectors, withoutConnectorId } from './listConnectors.js';
import { loadConnectionState } from './loadConnectionState.js';
import {
  NOTHING_RESTORED,
  persistedStateOf,
  type RestoredConnectionState,
  stateFromStored,
} from './persistedState.js';
import { runConnectAttempt } from './runConnectAttempt.js';
import { saveConnectionState } from './saveConnectionState.js';
import type {
  ConnectError,
  ConnectHooks,
  Connection,
  ConnectionStatus,
  ConnectionStoreDeps,
  PersistedConnectionState,
  RecentWallet,
  SuccessInput,
  WcLinking,
} from './types.js';
import { waitForStoredOf } from './waitForStoredConnectors.js';

/**
 * Connection state of SPEC §3 with the transitions of SPEC §4. `status` follows the connections: connected
 * exactly when one exists, else reconnecting / connecting while such work runs, else disconnected.
 */
export class ConnectionStore {
  connections = new Map<ChainNamespace, Connection>();
  currentConnector: ConnectorInfo | null = null;
  recentWallets: readonly RecentWallet[] = [];
  connectorIds: Readonly<Partial<Record<ChainNamespace, string>>> = {};
  recentConnectorId: string | undefined = undefined;
  /** The stored deep-link choice. */
  deepLink: WcLinking | undefined = undefined;
  /** What storage held at `hydrate`: the previous page's status and namespaces. */
  restored: RestoredConnectionState = NOTHING_RESTORED;
  pendingConnects = 0;
  reconnecting = false;

  readonly #deps: ConnectionStoreDeps;
  readonly #wallets = new LiveWallets();
  /** Attempts under way: their token and connector id. */
  readonly #pending = new Map<symbol, string>();
  #writes: Promise<void> = Promise.resolve();
  #reconnect: Promise<readonly ChainNamespace[]> | undefined;

  constructor(deps: ConnectionStoreDeps) {
    this.#deps = deps;
    const ref = observableRef;
    makeAutoObservable(
      this,
      {
        ...{ connections: observableShallow, currentConnector: ref },
        ...{ recentWallets: ref, connectorIds: ref, deepLink: ref, restored: ref },
      },
      { autoBind: true },
    );
  }

  get status(): ConnectionStatus {
    if (this.connections.size > 0) return 'connected';
    if (this.reconnecting) return 'reconnecting';
    return this.pendingConnects > 0 ? 'connecting' : 'disconnected';
  }

  get persistedState(): PersistedConnectionState {
    return persistedStateOf(this, this.status, this.connections);
  }

  /** The live session of a namespace (its signer and raw requests). */
  session(namespace: ChainNamespace): WalletSession | undefined {
    return this.#wallets.session(namespace);
  }

  /**
   * Connects through `connectorId` (connecting, then connected) and watches the wallet's events. A failure
   * returns the mapped error. `hooks.onDisplayUri` hears the connector's pairing uris (WalletConnect) while the
   * attempt runs; once `hooks.cancellation` is cancelled the attempt no longer counts as connecting, and its
   * outcome is REQUEST_ABORTED (a wallet that approves anyway is disconnected, unless a newer attempt on the
   * same connector is under way: such connectors hand every waiting caller the latest outcome).
   */
  connect(
    connectorId: string,
    params: ConnectParams,
    hooks: ConnectHooks = {},
  ): ResultAsync<Connection, ConnectError> {
    const connector = findConnector(this.#deps.connectors, connectorId);
    if (!connector) return errAsync(latchError('CONNECTOR_NOT_FOUND', { params: { id: connectorId } }));
    const token = Symbol(connectorId);
    this.#pending.set(token, connectorId);
    this.pendingConnects = this.#pending.size;
    this.#save();
    // The attempt's outcomes (runConnectAttempt calls them back; the store writes its state).
    return runConnectAttempt({
      ...{ connector, params, hooks, mapFailure: this.#deps.mapFailure },
      onCancelled: () => runInAction(() => this.#release(token)),
      onApproved: (session) => this.#settle(token, () => ok(this.#attachWithCompanions(connector, session))),
      onRefused: (error) => this.#settle(token, () => err(error)),
      onAbandoned: () => this.#abandon(connector, connectorId),
    });
  }

  /**
   * SPEC §4 success bookkeeping: the wallet joins the recent wallets and the deep link used (if any) is
   * remembered for the next pairing.
   */
  recordSuccess(input: SuccessInput): void {
    if (input.deepLink) this.deepLink = input.deepLink;
    if (input.wallet) this.recentWallets = addRecentWallet(this.recentWallets, input.wallet);
    this.#save();
  }

  /** SPEC §4 reset: the stored deep link cleared; no attempt counts as pending any more. */
  reset(): void {
    this.#pending.clear();
    this.pendingConnects = 0;
    this.deepLink = undefined;
    this.#save();
  }

  /**
   * Restores authorised connections without prompting (live ones are dropped first, wallets untouched), for
   * each namespace of `networks` (its first network): the stored connector first (waited for while its discovery
   * has not listed it yet), then the others in order.
   * The first namespace restored gives the current connector. Resolves with the namespaces restored;
   * concurrent calls share one run.
   */
  reconnect(networks: readonly Network[]): Promise<readonly ChainNamespace[]> {
    this.#reconnect ??= this.#runReconnect(networks).finally(() => {
      this.#reconnect = undefined;
    });
    return this.#reconnect;
  }

  /**
   * Disconnects one namespace or all (SPEC §4): listeners and connections go at once and connector ids are
   * cleared; each wallet is then given DISCONNECT_TIMEOUT_MS. Resolves with the namespaces removed.
   */
  disconnect(namespace?: ChainNamespace): ResultAsync<readonly ChainNamespace[], DisconnectError> {
    const targets = this.#wallets.namespaces().filter((key) => namespace === undefined || key === namespace);
    const connectors = new Set(targets.flatMap((target) => this.#remove(target) ?? []));
    if (namespace === undefined) this.connectorIds = {};
    else this.#forgetConnectorId(namespace);
    this.#save();
    const { scheduler, logger } = this.#deps;
    return new ResultAsync(disconnectWallets([...connectors], scheduler, logger)).map(() => targets);
  }

  /** Restores the persisted state (tolerant of corrupt data); call once, at start-up. */
  async hydrate(): Promise<void> {
    const stored = await loadConnectionState(this.#deps.storage);
    runInAction(() => Object.assign(this, stateFromStored(stored)));
  }

  /** Resolves once every storage write issued so far has finished. */
  flush(): Promise<void> {
    return this.#writes;
  }

  /** Stops listening to every connected wallet, leaving the connections as they are. */
  dispose(): void {
    this.#wallets.clear();
  }

  #settle<T>(token: symbol, finish: () => Result<T, ConnectError>): Result<T, ConnectError> {
    return runInAction(() => {
      this.#pending.delete(token);
      this.pendingConnects = this.#pending.size;
      const result = finish();
      this.#save();
      return result;
    });
  }

  #release(token: symbol): void {
    if (!this.#pending.delete(token)) return;
    this.pendingConnects = this.#pending.size;
    this.#save();
  }

  /** A cancelled attempt's wallet approved: it is let go, unless a newer attempt waits on that connector. */
  #abandon(connector: WalletConnector, connectorId: string): Result<never, ConnectError> {
    const waiting = [...this.#pending.values()].includes(connectorId);
    if (!waiting && !this.#wallets.namespaces().some((key) => this.connectorIds[key] === connectorId)) {
      letGo(connector, this.#deps.logger);
    }
    return err(latchError('REQUEST_ABORTED'));
  }

  #attach(connector: WalletConnector, session: WalletSession): Connection {
    const info = session.connector;
    const namespace = info.namespace;
    this.#wallets.add(connector, session, {
      onAccounts: (accounts) => runInAction(() => this.#onAccounts(namespace, accounts)),
      onChain: (caipNetworkId) => runInAction(() => this.#update(namespace, { caipNetworkId })),
      onDisconnect: () => runInAction(() => this.#onWalletDisconnect(namespace)),
    });
    const { accounts, caipNetworkId } = session.accounts;
    const connection: Connection = { connector: info, accounts, caipNetworkId };
    this.connections.set(namespace, connection);
    this.currentConnector = info;
    this.connectorIds = { ...this.connectorIds, [namespace]: info.id };
    this.recentConnectorId = info.id;
    return connection;
  }

  /**
   * Attaches the companions of `session` (other namespaces of the same approval) whose namespace has no
   * connection, each with the listed connector that names it (none listed: skipped), then `session` itself: it
   * stays the current one (it replaces its namespace's connection).
   */
  #attachWithCompanions(connector: WalletConnector, session: WalletSession): Connection {
    for (const companion of session.companions ?? []) {
      const owner = findConnector(this.#deps.connectors, companion.connector.id);
      if (owner && !this.connections.has(companion.connector.namespace)) this.#attach(owner, companion);
    }
    return this.#attach(connector, session);
  }

  /** Drops a namespace's connection; the current connector becomes the first remaining one, or null. */
  #remove(namespace: ChainNamespace): WalletConnector | undefined {
    const connector = this.#wallets.remove(namespace);
    this.connections.delete(namespace);
    const first = this.connections.values().next();
    this.currentConnector = first.done ? null : first.value.connector;
    if (this.currentConnector) this.recentConnectorId = this.currentConnector.id;
    return connector;
  }

  #forgetConnectorId(namespace: ChainNamespace): void {
    this.connectorIds = withoutConnectorId(this.connectorIds, namespace);
  }

  #onAccounts(namespace: ChainNamespace, accounts: readonly string[]): void {
    if (accounts.length === 0) this.#onWalletDisconnect(namespace);
    else this.#update(namespace, { accounts });
  }

  #update(namespace: ChainNamespace, change: Partial<Pick<Connection, 'accounts' | 'caipNetworkId'>>): void {
    const connection = this.connections.get(namespace);
    if (!connection) return;
    if (change.caipNetworkId !== undefined && !change.caipNetworkId.startsWith(`${namespace}:`)) {
      this.#deps.logger.warn('chainChanged to another namespace ignored', { namespace, ...change });
      return;
    }
    this.connections.set(namespace, { ...connection, ...change });
  }

  #onWalletDisconnect(namespace: ChainNamespace): void {
    this.#remove(namespace);
    this.#forgetConnectorId(namespace);
    this.#save();
  }

  async #runReconnect(networks: readonly Network[]): Promise<readonly ChainNamespace[]> {
    runInAction(() => {
      for (const namespace of this.#wallets.namespaces()) this.#remove(namespace);
      this.reconnecting = true;
      this.#save();
    });
    const { connectors: source, scheduler, logger } = this.#deps;
    await waitForStoredOf({ source, networks, connectorIds: this.connectorIds, scheduler });
    const found = await findAuthorisedSessions(listConnectors(source), networks, this.connectorIds, logger);
    return runInAction(() => {
      this.reconnecting = false;
      const restored = found.map(({ connector, session }) => this.#attach(connector, session));
      const first = restored[0]?.connector;
      this.currentConnector = first ?? null;
      if (first) this.recentConnectorId = first.id;
      this.#save();
      return restored.map((connection) => connection.connector.namespace);
    });
  }

  #save(): void {
    const snapshot = this.persistedState;
    this.#writes = this.#writes.then(() => saveConnectionState(this.#deps.storage, snapshot));
  }
}

export const createConnectionStore = (deps: ConnectionStoreDeps): ConnectionStore =>
  new ConnectionStore(deps);
