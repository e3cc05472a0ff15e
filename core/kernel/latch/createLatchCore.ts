import { autorun, reaction } from 'mobx';
import type { Result, ResultAsync } from 'neverthrow';
import type { CaipNetworkId, Network, Platform, TransactionReceipt } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { lazyWaitForReceipt, RECEIPT_TIMEOUT_MS, type ReceiptError } from '../../lib/flowSteps/index.js';
import { DEFAULT_NAME_ZONE } from '../../lib/names/index.js';
import { createLazyRpcStack, type JsonRpcClient } from '../../lib/rpc/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { type AccountStore, createAccountStore, createLazySupportedChainsCheck } from '../account/index.js';
import { type Analytics, createLazyAnalytics, DEFAULT_SDK_VERSION } from '../analytics/index.js';
import { type Balances, createLazyBalancesStore } from '../balances/index.js';
import { type ConnectFlow, createConnectFlow } from '../connectFlow/index.js';
import { type ConnectionStore, createConnectionStore } from '../connections/index.js';
import { createLazyEmailThrottle, type LazyEmailThrottle } from '../emailCooldown/index.js';
import { EmbeddedUserStore, loadWithRetries, watchEmbeddedApprovals } from '../embeddedWallet/index.js';
import { createLazyHistoryStore, type History, resolveHistoryTarget } from '../history/index.js';
import { collectImageUrls, createModalStore, type ModalStore } from '../modal/index.js';
import {
  type ModalOptionsError,
  type ModalOptionsInput,
  type ResolvedModalOptions,
  resolveModalOptions,
} from '../options/index.js';
import { createRouterStore, type RouterStore } from '../router/index.js';
import { ThemeStore } from '../theme/index.js';
import { ToastStore } from '../toasts/index.js';
import {
  createWalletCatalogStore,
  socialRowProviders,
  type WalletCatalogStore,
} from '../walletCatalog/index.js';
import type { LatchPorts } from '../wiring/index.js';
import { createFeatureLoader, withFeatureGetters } from './createFeatureLoader.js';
import type { BuiltFeatures, FeatureName, FeatureStores } from './features.js';
import { requiredBySignInOption, signInCloseRule } from './signInCloseRule.js';

export type { LatchPorts } from '../wiring/index.js';

/**
 * The assembled core: every store and service a UI or script observes and calls. The flows of the feature list
 * (`features.ts`: send, swap, on-ramp, names) are built on first use (`loadFeature`), so their code is not part of
 * the first chunk; until then `latch.<feature>` (`latch.send`, `latch.swap`, …) is undefined.
 */
export interface Latch extends BuiltFeatures {
  readonly options: ResolvedModalOptions;
  /** The theme (SPEC §3): `options.themeMode` and `options.themeVariables` to start with, changeable at run time. */
  readonly theme: ThemeStore;
  readonly sdkVersion: string;
  readonly storage: SafeStorage;
  readonly router: RouterStore;
  readonly modal: ModalStore;
  readonly connection: ConnectionStore;
  /** The connect flow: choosing and connecting wallets, the WalletConnect pairing, disconnect, network switch. */
  readonly connect: ConnectFlow;
  readonly account: AccountStore;
  /**
   * Token balances of the active account on the active network (SPEC §3 tokenBalance list); the store's code is
   * fetched once an account is connected.
   */
  readonly balances: Balances;
  readonly wallets: WalletCatalogStore;
  /** The zone names are registered under (`<label>.<zone>`), known before the names flow is loaded. */
  readonly nameZone: string;
  readonly toasts: ToastStore;
  readonly analytics: Analytics;
  /**
   * Activity of the active account on the active network (SPEC §3 transaction list state); the store's code is
   * fetched when the activity is first shown or asked for.
   */
  readonly history: History;
  /**
   * Builds a flow on first use — its code is fetched then — and gives its store; every later call gives the same
   * store, also reachable as `latch[name]`. Rejects only when the code cannot be fetched (call again to retry).
   */
  loadFeature<N extends FeatureName>(name: N): Promise<FeatureStores[N]>;
  /** SPEC §5's e-mail login cooldown (its code comes with the e-mail login, or is fetched by an earlier use). */
  readonly emailThrottle: LazyEmailThrottle;
  /** The embedded-wallet user (the e-mail Account shows), kept across reloads until disconnect. */
  readonly embeddedUser: EmbeddedUserStore;
  /** Facts about the device (mobile or not) that views need. */
  readonly platform: Platform;
  /** Rendered inline in the host page: closing goes back to Account/Connect (SPEC §2). */
  readonly embedded: boolean;
  /** The JSON-RPC client of a configured network (one per network, created on first use). */
  rpc(network: CaipNetworkId): Result<JsonRpcClient, RpcUrlRequired>;
  /** Restores persisted state and silently reconnects the last session (SPEC §4 Reconnect). */
  start(): Promise<void>;
  /** The configured network with this CAIP-2 id. */
  network(id: CaipNetworkId): Network | undefined;
  /**
   * The receipt of a sent transaction (its hash, or a Solana signature) once mined, through the network's own
   * chain reader: `network` defaults to the active one, `timeoutMs` to 120 s (then RPC_TIMEOUT). A reverted
   * transaction is EXECUTION_REVERTED_UNKNOWN; a node's failure its catalogue error.
   */
  waitForTransaction(args: {
    readonly hash: string;
    readonly network?: Network;
    readonly timeoutMs?: number;
  }): ResultAsync<TransactionReceipt, ReceiptError>;
  dispose(): void;
}

export const SDK_TYPE = 'latch';

export type RpcUrlRequired = LatchError<'RPC_URL_REQUIRED'>;

/**
 * Builds the core from its ports and the host's options (state by factory, STYLE #5: nothing is
 * shared between two instances). Fails with the options' validation error.
 */
export interface LatchCoreSettings {
  /** Embedded mode: the modal lives inline in the page (SPEC §2). */
  readonly embedded?: boolean;
  /** Called last by `dispose()`: the composition root releases what it started. */
  readonly onDispose?: () => void;
}

export function createLatchCore(
  ports: LatchPorts,
  input: ModalOptionsInput,
  settings: LatchCoreSettings = {},
): Result<Latch, ModalOptionsError> {
  return resolveModalOptions(input).map((options) => assemble(ports, options, settings));
}

function assemble(ports: LatchPorts, options: ResolvedModalOptions, settings: LatchCoreSettings): Latch {
  const embedded = settings.embedded === true;
  const storage = new SafeStorage(ports.storage, ports.logger);
  const router = createRouterStore();
  const toasts = new ToastStore(ports.scheduler);
  const connection = createConnectionStore({
    connectors: ports.connectors,
    storage,
    clock: ports.clock,
    scheduler: ports.scheduler,
    logger: ports.logger,
  });
  const account = createAccountStore(
    {
      connection,
      chainReaders: ports.chainReaders,
      identityApi: ports.dataService.identity,
      namesApi: ports.dataService.names,
      chainsApi: ports.dataService.chains,
      storage,
      clock: ports.clock,
      logger: ports.logger,
    },
    {
      networks: options.networks,
      allowUnsupportedChain: options.allowUnsupportedChain,
      enableNetworkSwitch: options.enableNetworkSwitch,
    },
  );
  const balances = createLazyBalancesStore({
    account,
    sessions: connection,
    balanceApi: ports.dataService.balance,
    chainsApi: ports.dataService.chains,
    storage,
    clock: ports.clock,
    logger: ports.logger,
  });
  const embeddedUser = new EmbeddedUserStore(storage);
  // Social login needs the frame and the popup; its row lists what the wallet service offers (the frame's READY).
  const socialOn = ports.embeddedWallet !== undefined && ports.socialLogin !== undefined;
  const stopReady = ports.embeddedWallet?.onEvent((event) => {
    if (event.type === 'READY' && event.socialProviders !== undefined)
      embeddedUser.setOfferedSocial(event.socialProviders);
  });
  const wallets = createWalletCatalogStore(
    {
      discovery: ports.connectors,
      registry: ports.dataService.wallets,
      platform: ports.platform,
      connection,
      clock: ports.clock,
      scheduler: ports.scheduler,
      logger: ports.logger,
    },
    {
      // E-mail login needs the embedded-wallet service (the host's walletServiceUrl).
      features: {
        ...options.features,
        email: options.features.email && ports.embeddedWallet !== undefined,
        get socials() {
          return socialOn
            ? socialRowProviders(
                embeddedUser.offeredSocial,
                ports.platform.telegramPlatform?.(),
                options.features.socials,
              )
            : [];
        },
      },
      excludeWalletIds: options.excludeWalletIds,
      customWallets: options.customWallets,
      connectorTypeOrder: options.connectorTypeOrder,
      chains: options.networks.map((network) => network.caipNetworkId),
    },
  );
  const activeAddress = (): string | undefined => account.address;
  // Its code (AnalyticsService) is fetched with the first event it sends: MODAL_OPEN on the first open.
  const analytics = createLazyAnalytics(
    {
      sink: ports.analyticsSink,
      clock: ports.clock,
      ids: ports.ids,
      platform: ports.platform,
      logger: ports.logger,
      getAddress: activeAddress,
      onAlert: (alert) => toasts.show({ message: alert.message, variant: 'error' }),
    },
    {
      enabled: options.features.analytics,
      projectId: options.projectId,
      sdkType: SDK_TYPE,
      sdkVersion: DEFAULT_SDK_VERSION,
    },
  );
  const history = createLazyHistoryStore(
    {
      history: ports.dataService.history,
      target: () => resolveHistoryTarget(account),
      // Its code (and the query cache's) is fetched when the activity is first shown.
      isSupported: createLazySupportedChainsCheck({
        chainsApi: ports.dataService.chains,
        clock: ports.clock,
        logger: ports.logger,
      }),
      analytics,
    },
    ports.logger,
  );
  /** After a transaction of the account: balances are read again, past the caches. */
  const refreshAfterTransaction = () => {
    void balances.refresh({ force: true });
    void account.refreshBalance({ force: true });
    // The next time the activity list is shown it loads again, with the new transaction.
    history.reset();
  };
  const modal = createModalStore({
    router,
    scheduler: ports.scheduler,
    platform: ports.platform,
    options: {
      embedded,
      enableAdapters: true,
      // SPEC §2: while sign-in is required and pending, the modal stays open (once the sign-in flow is loaded).
      ...signInCloseRule({
        built: () => features.built.siwx,
        loading: () => features.isLoading('siwx'),
        requiredByOption: () => requiredBySignInOption(options.siwx, options.siweConfig),
      }),
    },
    isConnected: () => connection.status === 'connected',
    onEvent: ({ event, connected }) => analytics.track({ event, properties: { connected } }),
    // The wallet registry's list is asked for on open, or ahead of it (a pointer or the focus on a Latch button).
    prepare: () => wallets.prefetch(),
    // SPEC §2: the wallet, connector and network images, loaded while `loading` (at most 2 s).
    prefetch: () =>
      ports.images.prefetch(
        collectImageUrls([
          ...wallets.connectRows.map((row) => row.imageUrl),
          ...wallets.connectors.map((connector) => connector.imageUrl),
          ...options.networks.map((network) => network.assets?.imageUrl),
        ]),
      ),
    logger: ports.logger,
  });
  const connect = createConnectFlow({
    connection,
    analytics,
    clock: ports.clock,
    scheduler: ports.scheduler,
    logger: ports.logger,
    connectors: () => wallets.connectors,
    activeNetwork: () => account.activeNetwork,
    networks: options.networks,
    legalCheckbox: options.features.legalCheckbox,
    switchNetwork: (network) => account.switchNetwork(network),
  });
  // SPEC §4: however the modal closes, a switch to another namespace that waited for a connection is given up,
  // and so is a WalletConnect pairing.
  modal.onClose(() => {
    account.cancelNamespaceSwitch();
    connect.onModalClosed();
  });
  const emailThrottle = createLazyEmailThrottle(ports.clock, storage);
  // SPEC §4: disconnecting the embedded wallet clears the cached e-mail, last chain and social user name. Once it
  // connects (login or reconnect), the e-mail flow is fetched: it holds the rules of its session (core/kernel/embeddedWallet),
  // tried 3 times, then FRAME_DEPENDENCY_LOAD_FAILED on Account with Try again.
  let stopSessionRules: (() => void) | undefined;
  const loadSessionRules = () => {
    stopSessionRules = loadWithRetries(
      () => features.load('email'),
      ports.scheduler,
      (cause) =>
        embeddedUser.failSession(latchError('FRAME_DEPENDENCY_LOAD_FAILED', { cause }), loadSessionRules),
    );
  };
  const stopEmbeddedUser = reaction(
    () => [...connection.connections.values()].some((c) => c.connector.type === 'AUTH'),
    (connected, was) => {
      if (was && !connected) {
        stopSessionRules?.();
        void embeddedUser.clear();
      }
      if (connected) loadSessionRules();
      // A social or Farcaster wallet: the social flow follows its SESSION_UPDATE (provider, user name) for Account.
      if (connected && socialOn && embeddedUser.email === undefined) loadWhenConnected('social');
    },
  );
  const stopApprovals = watchEmbeddedApprovals({ connectors: ports.connectors, modal, router });
  const authConnectorId = () => wallets.connectors.find((info) => info.type === 'AUTH')?.id;
  // Send, swap, on-ramp, names, sign-in and e-mail login: wired in their own modules, fetched and built on first use.
  const features = createFeatureLoader({
    ports,
    connection,
    account,
    balances,
    analytics,
    refreshAfterTransaction,
    nameZone: DEFAULT_NAME_ZONE,
    options,
    modal,
    disconnect: () => connect.disconnect(),
    connect,
    emailThrottle,
    embeddedUser,
    toasts,
    authConnectorId,
  });
  /** A flow a connection needs, fetched without a view asking for it (a failure is logged; the next use retries). */
  const loadWhenConnected = (name: FeatureName) =>
    void features.load(name).catch((cause: unknown) => ports.logger.error(`${name}: not loaded`, { cause }));
  // A page that came back with a social login's result in its address (a Telegram mini-app): the social flow takes it.
  if (socialOn && ports.platform.pageUrl()?.includes('result_uri=')) loadWhenConnected('social');
  // Sign-in (SPEC §4): its flow is fetched once a wallet connects, and follows the account from then on.
  const stopSignIn =
    (options.siwx ?? options.siweConfig) === undefined
      ? undefined
      : autorun(() => {
          if (connection.status === 'connected') loadWhenConnected('siwx');
        });
  const rpc =
    ports.rpc ??
    createLazyRpcStack({
      transport: ports.transport,
      scheduler: ports.scheduler,
      clock: ports.clock,
      networks: options.networks,
      rpcUrls: options.rpcUrls,
    });
  const network = (id: CaipNetworkId) => options.networks.find((candidate) => candidate.caipNetworkId === id);

  analytics.track({ event: 'MODAL_CREATED' });

  const core: Omit<Latch, FeatureName> = {
    options,
    theme: new ThemeStore(options),
    sdkVersion: DEFAULT_SDK_VERSION,
    storage,
    router,
    modal,
    connection,
    connect,
    account,
    balances,
    wallets,
    nameZone: DEFAULT_NAME_ZONE,
    toasts,
    analytics,
    history,
    loadFeature: (name) => features.load(name),
    emailThrottle,
    embeddedUser,
    platform: ports.platform,
    embedded,
    network,
    async start() {
      await connection.hydrate();
      await account.hydrate();
      await embeddedUser.hydrate();
      await connection.reconnect(options.networks);
    },
    rpc: (id) => rpc.clientOf(id),
    waitForTransaction: ({ hash, network: on, timeoutMs }) =>
      lazyWaitForReceipt({
        readers: ports.chainReaders,
        scheduler: ports.scheduler,
        hash,
        network: on ?? account.activeNetwork,
        timeoutMs: timeoutMs ?? RECEIPT_TIMEOUT_MS,
      }),
    dispose() {
      stopSignIn?.();
      stopApprovals();
      stopEmbeddedUser();
      stopSessionRules?.();
      stopReady?.();
      toasts.dispose();
      connect.dispose();
      modal.dispose();
      wallets.dispose();
      history.dispose();
      features.dispose();
      balances.dispose();
      account.dispose();
      connection.dispose();
      if (ports.rpc === undefined) rpc.dispose();
      settings.onDispose?.();
    },
  };
  return withFeatureGetters(core, features.built);
}
