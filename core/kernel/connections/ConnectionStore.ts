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
import { mapProviderFailureLater } from '../../lib/rpc/index.js';
import { addRecentWallet } from './addRecentWallet.js';
import { STORED_CONNECTOR_WAIT_MS } from './constants.js';
import { type DisconnectError, disconnectWallets } from './disconnectWallets.js';
import { findAuthorisedSessions } from './findAuthorisedSessions.js';
import { LiveWallets } from './LiveWallets.js';
import { loadConnectionState } from './loadConnectionState.js';
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
import { waitForStoredConnectors } from './waitForStoredConnectors.js';

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
  restored: Pick<PersistedConnectionState, 'status' | 'namespaces'> = {
    status: 'disconnected',
    namespaces: [],
  };
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
    return {
      recentWallets: this.recentWallets,
      connectorIds: this.connectorIds,
      recentConnectorId: this.recentConnectorId,
      deepLink: this.deepLink,
      status: this.status,
      namespaces: [...this.connections.keys()],
    };
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
    const connector = this.#list().find((item) => item.info.id === connectorId);
    if (!connector) return errAsync(latchError('CONNECTOR_NOT_FOUND', { params: { id: connectorId } }));
    const token = Symbol(connectorId);
    this.#pending.set(token, connectorId);
    this.pendingConnects = this.#pending.size;
    this.#save();
    const { onDisplayUri, cancellation } = hooks;
    const stopUri = onDisplayUri ? connector.on('display_uri', onDisplayUri) : () => undefined;
    const stopCancel = cancellation?.onCancel(() => {
      stopUri();
      runInAction(() => this.#release(token));
    });
    const settled = new Promise<WalletSession>((resolve, reject) => {
      connector.connect(params).then(resolve, reject);
    }).then(
      (session) =>
        cancellation?.cancelled
          ? this.#abandon(connector, connectorId)
          : this.#settle(token, () => ok(this.#attachWithCompanions(connector, session))),
      async (reason: unknown) => {
        if (cancellation?.cancelled) return err(latchError('REQUEST_ABORTED'));
        // core/lib/rpc's mapping is fetched after the first chunk (mapProviderFailureLater), not part of it.
        const error = this.#deps.mapFailure?.(reason) ?? (await mapProviderFailureLater(reason));
        return cancellation?.cancelled
          ? err(latchError('REQUEST_ABORTED'))
          : this.#settle(token, () => err(error));
      },
    );
    return new ResultAsync(
      settled.finally(() => {
        stopUri();
        stopCancel?.();
      }),
    );
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
    const connectors = new Set<WalletConnector>();
    for (const target of targets) {
      const connector = this.#remove(target);
      if (connector) connectors.add(connector);
    }
    if (namespace === undefined) this.connectorIds = {};
    else this.#forgetConnectorId(namespace);
    this.#save();
    const { scheduler, logger } = this.#deps;
    return new ResultAsync(disconnectWallets([...connectors], scheduler, logger)).map(() => targets);
  }

  /** Restores the persisted state (tolerant of corrupt data); call once, at start-up. */
  async hydrate(): Promise<void> {
    const stored = await loadConnectionState(this.#deps.storage);
    runInAction(() => {
      this.recentWallets = stored.recentWallets;
      this.connectorIds = stored.connectorIds;
      this.recentConnectorId = stored.recentConnectorId;
      this.deepLink = stored.deepLink;
      this.restored = { status: stored.status, namespaces: stored.namespaces };
    });
  }

  /** Resolves once every storage write issued so far has finished. */
  flush(): Promise<void> {
    return this.#writes;
  }

  /** Stops listening to every connected wallet, leaving the connections as they are. */
  dispose(): void {
    this.#wallets.clear();
  }

  #list(): readonly WalletConnector[] {
    const source = this.#deps.connectors;
    return 'list' in source ? source.list() : source;
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
      connector.disconnect().catch((cause: unknown) => {
        this.#deps.logger.warn('an abandoned connection could not be ended', { connectorId, cause });
      });
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
      const owner = this.#list().find((item) => item.info.id === companion.connector.id);
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
    const { [namespace]: _forgotten, ...rest } = this.connectorIds;
    this.connectorIds = rest;
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
    await this.#storedListed(networks);
    const found = await findAuthorisedSessions(this.#list(), networks, this.connectorIds, this.#deps.logger);
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

  /**
   * SPEC §3's stored connector of each namespace to restore is tried first, as on the page it was connected in: a
   * discovery that lists it late (the Wallet Standard's, whose code is fetched on demand) is waited for, until it
   * lists it, is ready without it, or STORED_CONNECTOR_WAIT_MS have passed.
   */
  #storedListed(networks: readonly Network[]): Promise<void> {
    const source = this.#deps.connectors;
    if (!('subscribe' in source)) return Promise.resolve();
    const namespaces = new Set(networks.map((network) => network.chainNamespace));
    const ids = [...namespaces].flatMap((namespace) => this.connectorIds[namespace] ?? []);
    return waitForStoredConnectors(source, ids, STORED_CONNECTOR_WAIT_MS, this.#deps.scheduler);
  }

  #save(): void {
    const snapshot = this.persistedState;
    this.#writes = this.#writes.then(() => saveConnectionState(this.#deps.storage, snapshot));
  }
}

export const createConnectionStore = (deps: ConnectionStoreDeps): ConnectionStore =>
  new ConnectionStore(deps);
