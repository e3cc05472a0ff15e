import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow';
import type {
  ChainNamespace,
  ConnectorInfo,
  ConnectParams,
  Network,
  WalletConnector,
  WalletSession,
} from '../../ports/index.js';
import { latchError } from '../errors/index.js';
import { mapProviderFailure } from '../rpc/index.js';
import { addRecentWallet } from './addRecentWallet.js';
import { PAIRING_LIFETIME_MS } from './constants.js';
import { type DisconnectError, disconnectWallets } from './disconnectWallets.js';
import { findAuthorisedSessions } from './findAuthorisedSessions.js';
import { LiveWallets } from './LiveWallets.js';
import { loadConnectionState } from './loadConnectionState.js';
import { saveConnectionState } from './saveConnectionState.js';
import type {
  ConnectError,
  Connection,
  ConnectionStatus,
  ConnectionStoreDeps,
  ConnectSuccessEvent,
  PersistedConnectionState,
  RecentWallet,
  SuccessInput,
  WcLinking,
} from './types.js';

/**
 * Connection state of SPEC §3 with the transitions of SPEC §4. `status` follows the connections: connected
 * exactly when one exists, else reconnecting / connecting while such work runs, else disconnected.
 */
export class ConnectionStore {
  connections = new Map<ChainNamespace, Connection>();
  currentConnector: ConnectorInfo | null = null;
  wcUri: string | undefined = undefined;
  wcPairingExpiry: number | undefined = undefined;
  wcLinking: WcLinking | undefined = undefined;
  recentWallet: RecentWallet | undefined = undefined;
  wcError = false;
  buffering = false;
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
  readonly #pending = new Set<symbol>();
  #writes: Promise<void> = Promise.resolve();
  #reconnect: Promise<readonly ChainNamespace[]> | undefined;

  constructor(deps: ConnectionStoreDeps) {
    this.#deps = deps;
    const ref = observableRef;
    makeAutoObservable(
      this,
      {
        ...{ connections: observableShallow, currentConnector: ref, wcLinking: ref, recentWallet: ref },
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

  /** From display_uri: the pairing uri and when it expires (default now + PAIRING_LIFETIME_MS). */
  setWcUri(uri: string, expiry: number = this.#deps.clock.now() + PAIRING_LIFETIME_MS): void {
    this.wcUri = uri;
    this.wcPairingExpiry = expiry;
    this.buffering = false;
  }

  setWcLinking(linking: WcLinking | undefined): void {
    this.wcLinking = linking;
  }

  setWcError(wcError: boolean): void {
    this.wcError = wcError;
  }

  setRecentWallet(wallet: RecentWallet | undefined): void {
    this.recentWallet = wallet;
  }

  setBuffering(buffering: boolean): void {
    this.buffering = buffering;
  }

  /**
   * Connects through `connectorId` (connecting, then connected) and watches the wallet's events. A failure
   * returns the mapped error; a WalletConnect failure also sets `wcError`.
   */
  connect(connectorId: string, params: ConnectParams): ResultAsync<Connection, ConnectError> {
    const connector = this.#list().find((item) => item.info.id === connectorId);
    if (!connector) return errAsync(latchError('CONNECTOR_NOT_FOUND', { params: { id: connectorId } }));
    const token = Symbol(connectorId);
    this.#pending.add(token);
    this.pendingConnects = this.#pending.size;
    const walletConnect = connector.info.type === 'WALLET_CONNECT';
    if (walletConnect) {
      this.wcError = false;
      this.wcUri = undefined;
      this.wcPairingExpiry = undefined;
      this.buffering = true;
    }
    this.#save();
    const stopUri = connector.on('display_uri', (uri) => this.setWcUri(uri));
    const settled = new Promise<WalletSession>((resolve, reject) => {
      connector.connect(params).then(resolve, reject);
    }).then(
      (session) => this.#settle(token, walletConnect, () => ok(this.#attach(connector, session))),
      (reason: unknown) =>
        this.#settle(token, walletConnect, () => err((this.#deps.mapFailure ?? mapProviderFailure)(reason))),
    );
    return new ResultAsync(settled.finally(stopUri));
  }

  /** SPEC §4 success: saves the deep link and recent wallet; returns the CONNECT_SUCCESS payload to send. */
  onSuccess(input: SuccessInput = {}): ConnectSuccessEvent {
    const wallet = input.wallet ?? this.recentWallet;
    const deepLinkUsed = input.deepLinkUsed ?? this.wcLinking !== undefined;
    if (deepLinkUsed && this.wcLinking) this.deepLink = this.wcLinking;
    if (wallet) this.recentWallets = addRecentWallet(this.recentWallets, wallet);
    this.#save();
    return {
      event: 'CONNECT_SUCCESS',
      method: deepLinkUsed ? 'mobile' : 'qrcode',
      name: wallet?.name ?? 'Unknown',
    };
  }

  /** SPEC §4 reset: pairing uri, expiry, linking, recent wallet and stored deep link cleared; no attempt pending. */
  reset(): void {
    this.#pending.clear();
    this.pendingConnects = 0;
    this.wcUri = undefined;
    this.wcPairingExpiry = undefined;
    this.wcLinking = undefined;
    this.recentWallet = undefined;
    this.deepLink = undefined;
    this.#save();
  }

  /**
   * Restores authorised connections without prompting (live ones are dropped first, wallets untouched), for
   * each namespace of `networks` (its first network): the stored connector first, then the others in order.
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

  #settle<T>(
    token: symbol,
    walletConnect: boolean,
    finish: () => Result<T, ConnectError>,
  ): Result<T, ConnectError> {
    return runInAction(() => {
      this.#pending.delete(token);
      this.pendingConnects = this.#pending.size;
      if (walletConnect) this.buffering = false;
      const result = finish();
      if (walletConnect && result.isErr()) this.wcError = true;
      this.#save();
      return result;
    });
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

  #save(): void {
    const snapshot = this.persistedState;
    this.#writes = this.#writes.then(() => saveConnectionState(this.#deps.storage, snapshot));
  }
}

export const createConnectionStore = (deps: ConnectionStoreDeps): ConnectionStore =>
  new ConnectionStore(deps);
