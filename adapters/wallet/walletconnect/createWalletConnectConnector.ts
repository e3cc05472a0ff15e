import { loadOnce } from '../../../core/lib/lazy/index.js';
import type { Network, WalletConnector, WalletEvents, WalletSession } from '../../../ports/index.js';
import { evmChainIdOf } from '../../chain/evm/evmChainIdOf.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
import { withPortFailure } from '../../chain/evm/toPortFailure.js';
import { createWebStorage } from '../../storage/webStorage.js';
import { createEventHub } from '../injected/createEventHub.js';
import { buildProposalNamespaces } from './buildProposalNamespaces.js';
import { createLatestAttempt } from './createLatestAttempt.js';
import { createSdkStorage } from './createSdkStorage.js';
import { liveSession } from './liveSession.js';
import { loadUniversalProvider } from './loadUniversalProvider.js';
import { openWalletConnectSession } from './openWalletConnectSession.js';
import { sessionScope } from './sessionScope.js';
import { solanaSideOf } from './solanaAccounts.js';
import { openWalletConnectSolanaSession } from './walletConnectSolanaSession.js';
import {
  DEFAULT_STORAGE_PREFIX,
  sessionRecordKey,
  type UniversalProviderInstance,
  WALLET_CONNECT_INFO,
  WALLET_CONNECT_SOLANA_INFO,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from './walletConnectTypes.js';
import { watchWalletConnectSession } from './watchWalletConnectSession.js';

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/**
 * The QR / deep-link connector: WalletConnect v2 through universal-provider, on the configured relay.
 * connect: proposes an eip155 session for the configured networks, emits `display_uri` with the pairing
 * URI, resolves once the wallet approves (on the requested network when it was approved). A new connect
 * while one waits (its URI expired or was abandoned) pairs afresh; the earlier caller gets the new outcome.
 * reconnect: the session persisted in storage, without prompting (the SDK is not even loaded when this
 * connector never stored one). disconnect: ends the session on both sides. While a session lives, its
 * accountsChanged / chainChanged are forwarded, and its end by the wallet is `disconnect`. Rejections are
 * port failures carrying the wallet's {code, message} (5000 / 4001 when the user refuses).
 * When the wallet also approved solana (proposed when Solana networks are configured), the session's Solana side
 * is `solana`, a connector of namespace solana over the same session, and connect hands its session as a
 * companion of the eip155 one (the core holds both).
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const info = WALLET_CONNECT_INFO;
  const prefix = options.storagePrefix ?? DEFAULT_STORAGE_PREFIX;
  const store = options.storage ?? createWebStorage();
  const sessionKey = sessionRecordKey(prefix);
  const hub = createEventHub<WalletEvents>();
  /** The solana face's events: its session ends with the WalletConnect session. */
  const solanaHub = createEventHub<WalletEvents>();
  let stopUri: (() => void) | undefined;
  let unwatch: (() => void) | undefined;

  const load = loadOnce(() =>
    loadUniversalProvider({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      metadata: options.metadata,
      storage: createSdkStorage(store, prefix),
      storagePrefix: prefix,
      logLevel: options.sdkLogLevel ?? 'silent',
    }).then((loaded) => {
      const forward = (uri: unknown) => {
        if (typeof uri === 'string') hub.emit('display_uri', uri);
      };
      loaded.on('display_uri', forward);
      stopUri = () => loaded.removeListener('display_uri', forward);
      return loaded;
    }),
  );

  /** Our own record of a live session (its topic): a page without one never loads the SDK to reconnect. */
  const remember = (topic: string | undefined) =>
    (topic === undefined ? store.removeItem(sessionKey) : store.setItem(sessionKey, topic)).catch(
      (cause: unknown) => options.logger?.warn('walletconnect: session record not saved', { cause }),
    );

  const stopWatching = () => {
    unwatch?.();
    unwatch = undefined;
  };

  const { rpc } = options;
  const rpcUrlOf = rpc ? (network: Network) => rpc.endpoints(network)[0] : undefined;
  const readsFor = rpc
    ? (chain: string) => {
        const network = options.networks.find((candidate) => candidate.caipNetworkId === chain);
        const client = network === undefined ? undefined : rpc.client(network);
        return client?.isOk() ? client.value : undefined;
      }
    : undefined;

  const open = async (live: UniversalProviderInstance): Promise<WalletSession> => {
    const session = await openWalletConnectSession(live, info, readsFor);
    stopWatching();
    unwatch = watchWalletConnectSession(live, hub, {
      chain: session.accounts.caipNetworkId,
      onEnd: () => {
        unwatch = undefined;
        void remember(undefined);
        solanaHub.emit('disconnect', { code: 6000, message: 'The WalletConnect session ended' });
      },
    });
    await remember(live.session?.topic);
    return session;
  };

  const pair = async (network: Network, isCurrent: () => boolean): Promise<WalletSession> => {
    const live = await load();
    if (liveSession(live, Date.now()) !== undefined && isCurrent()) {
      // A session the modal no longer shows (it only pairs when disconnected): end it rather than keep two.
      stopWatching();
      await live.disconnect().catch((cause: unknown) => {
        options.logger?.warn('walletconnect: the previous session could not be ended', { cause });
      });
    }
    const approved = await live.connect({
      optionalNamespaces: buildProposalNamespaces(options.networks, network, rpcUrlOf),
    });
    if (approved === undefined) {
      throw new ProviderRpcFailureError({ code: -32603, message: 'The wallet approved no session' });
    }
    if (!isCurrent()) {
      await live.client
        .disconnect({ topic: approved.topic, reason: USER_DISCONNECTED })
        .catch(() => undefined);
      throw new ProviderRpcFailureError({ code: 5000, message: 'A newer pairing replaced this one' });
    }
    if (sessionScope(approved).chains.includes(network.caipNetworkId)) {
      live.setDefaultChain(network.caipNetworkId);
    }
    const session = await open(live);
    hub.emit('connect', session.accounts);
    const solana = solanaSide(live, network);
    return solana === undefined ? session : { ...session, companions: [solana] };
  };

  /** The Solana session of the live WalletConnect session: on `preferred` when it has accounts there. */
  const solanaSide = (live: UniversalProviderInstance, preferred: Network): WalletSession | undefined => {
    const session = liveSession(live, Date.now());
    const side = session && solanaSideOf(session, [preferred, ...options.networks]);
    return side && openWalletConnectSolanaSession(live, side.network);
  };

  const attempts = createLatestAttempt<WalletSession>((outcome) =>
    options.logger?.debug('walletconnect: a superseded pairing settled', { status: outcome.status }),
  );

  const reconnect = async (): Promise<WalletSession | undefined> => {
    if (load.now() === undefined && (await store.getItem(sessionKey).catch(() => undefined)) === undefined) {
      return undefined;
    }
    const live = await load();
    if (liveSession(live, Date.now()) === undefined) {
      stopWatching();
      await remember(undefined);
      return undefined;
    }
    return open(live);
  };

  const disconnect = async (): Promise<void> => {
    stopWatching();
    await remember(undefined);
    const provider = load.now();
    if (provider === undefined || liveSession(provider, Date.now()) === undefined) return;
    await provider.disconnect();
    solanaHub.emit('disconnect', USER_DISCONNECTED);
  };

  const noSolanaAccount = (network: Network) =>
    new ProviderRpcFailureError({
      code: 4100,
      message: `The WalletConnect session has no account on ${network.name}`,
    });

  /**
   * The session's solana side as a connector of its own (namespace solana): it never pairs — connect and reconnect
   * answer the live session's Solana accounts (connect refuses with 4100 when it has none) — and its disconnect
   * leaves the WalletConnect session to the eip155 side. It hears `disconnect` when that session ends.
   */
  const solana: WalletConnector = {
    info: WALLET_CONNECT_SOLANA_INFO,
    connect: ({ network }) =>
      withPortFailure(async () => {
        const live = network.chainNamespace === 'solana' ? await reconnectSolana(network) : undefined;
        if (live === undefined) throw noSolanaAccount(network);
        return live;
      }),
    reconnect: ({ network }) => withPortFailure(() => reconnectSolana(network)),
    disconnect: async () => undefined,
    on: (event, listener) => solanaHub.on(event, listener),
  };

  async function reconnectSolana(network: Network): Promise<WalletSession | undefined> {
    if (network.chainNamespace !== 'solana') return undefined;
    if (load.now() === undefined && (await store.getItem(sessionKey).catch(() => undefined)) === undefined) {
      return undefined;
    }
    return solanaSide(await load(), network);
  }

  return {
    info,
    solana,
    get universalProvider() {
      return load.now();
    },
    connect: ({ network }) =>
      withPortFailure(async () => {
        evmChainIdOf(network);
        return attempts.run((isCurrent) => pair(network, isCurrent));
      }),
    reconnect: () => withPortFailure(reconnect),
    disconnect: () => withPortFailure(disconnect),
    on: (event, listener) => hub.on(event, listener),
    /** Closes the SDK's relay, now or when it arrives (what is on its way is waited for). */
    close() {
      stopWatching();
      return load.end(async (live) => {
        stopUri?.();
        await live.client.core.relayer.transportClose().catch(() => undefined);
        live.client.core.heartbeat.stop();
      });
    },
  };
}
