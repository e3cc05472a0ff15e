import { Container } from 'inversify';
import { reaction } from 'mobx';
import { err, ok, type Result } from 'neverthrow';
import type { Chain } from 'viem';
import { DEFAULT_SDK_VERSION } from '../../core/kernel/analytics/index.js';
import { createLatchCore, type Latch, SDK_TYPE } from '../../core/kernel/latch/index.js';
import {
  type ModalOptionsError,
  type ModalOptionsInput,
  type ResolvedModalOptions,
  resolveModalOptions,
} from '../../core/kernel/options/index.js';
import { latchError } from '../../core/lib/errors/index.js';
import { createLazyRpcStack, type RpcStack } from '../../core/lib/rpc/index.js';
import {
  type KeyValueStorage,
  type Network,
  type SiweConfig,
  type SiwxConfig,
  TOKENS,
  type TokenType,
  type WalletConnector,
} from '../../ports/index.js';
import { createLoggingAnalyticsSink } from '../analytics/loggingAnalyticsSink.js';
import { createAnalyticsSink } from '../analytics/ofetchAnalyticsSink.js';
// Straight from its file: the chain index also exports the eager reader, which would pull viem's client in.
import { createLazyEvmChainReader } from '../chain/evm/createLazyEvmChainReader.js';
// Straight from its file: the Solana reader's @solana/web3.js code is fetched by its first read.
import { createLazySolanaChainReader } from '../chain/solana/createLazySolanaChainReader.js';
import type { SolanaChainReader } from '../chain/solana/createSolanaChainReader.js';
// Straight from its file: the client's routes and requester are fetched with the first data-service request.
import { createLazyDataServiceClient } from '../data-service/createLazyDataServiceClient.js';
import { createFetchTransport } from '../http/fetchTransport.js';
import { isLatchSignIn } from '../siwx/latchSignIn.js';
import { createWebStorage } from '../storage/webStorage.js';
import { createBrowserImagePrefetcher } from '../system/browserImagePrefetcher.js';
import { createConsoleLogger, type LogLevel } from '../system/consoleLogger.js';
import { createPopupOpener } from '../system/createPopupOpener.js';
import { createTimerScope, type TimerScope } from '../system/createTimerScope.js';
import { createBrowserPlatform, createCryptoIds } from '../system/environment.js';
import { createSystemClock } from '../system/systemClock.js';
import { combineDiscoveries } from '../wallet/combineDiscoveries.js';
// Straight from its file: the bridge and connector themselves are fetched on first use.
import { createLazyEmbedded, type LazyEmbedded } from '../wallet/embedded/createLazyEmbedded.js';
// Straight from its file: its connectors' code is fetched by their first use.
import { createEip6963Discovery, type Eip6963Discovery } from '../wallet/injected/createEip6963Discovery.js';
// Straight from its file: the Wallet Standard code is fetched by start().
import {
  createWalletStandardDiscovery,
  type WalletStandardDiscovery,
} from '../wallet/solana/createWalletStandardDiscovery.js';
import { createStaticConnectorDiscovery } from '../wallet/staticConnectorDiscovery.js';
// Straight from their files: the WalletConnect index also exports the connector's code, fetched by the first connect.
import { createLazyWalletConnectConnector } from '../wallet/walletconnect/createLazyWalletConnectConnector.js';
import type { WalletConnectConnector } from '../wallet/walletconnect/walletConnectTypes.js';
import { fromViemChain } from './fromViemChain.js';
import type { LatchSolana } from './solana.js';

/**
 * The host's options (SPEC §1): the modal's (`ModalOptionsInput`, each documented with its default) and the
 * composition root's. `siwx` is a `SiwxConfig` of its own or `latchSignIn(…)` (our verifier). `TNetwork`: what
 * `networks` lists — `createLatch` infers it; a config written ahead that lists viem chains is a
 * `LatchConfig<Network | Chain>`.
 */
export interface LatchConfig<TNetwork extends Network | Chain = Network>
  extends Omit<ModalOptionsInput<SiwxConfig, SiweConfig>, 'networks'> {
  /**
   * The networks the modal offers, the first one active until a wallet says otherwise: `latch/networks` presets
   * (`mainnet`, `base`, `solana`, `latchDevnet()`…), viem `Chain` objects as they are (`import { mainnet } from
   * 'viem/chains'`, or `defineChain(…)`), or your own `Network`s. Required, at least one; no network twice.
   */
  readonly networks: readonly TNetwork[];
  /**
   * Where state persists (the connected wallets, the last network, sign-in sessions): the browser's localStorage,
   * or your own `KeyValueStorage` (Node scripts: `createFileStorage` from `latch/node`).
   * @default 'web'
   */
  readonly storage?: 'web' | KeyValueStorage;
  /**
   * What Latch logs to the console: `'debug'`, `'info'`, `'warn'`, `'error'` or `'silent'`.
   * @default 'warn'
   */
  readonly logLevel?: LogLevel;
  /**
   * Connectors known up front (your own `WalletConnector`s); the wallets discovered on the page (EIP-6963, the
   * Wallet Standard) join them.
   * @default []
   */
  readonly connectors?: readonly WalletConnector[];
  /**
   * Embedded mode: render the modal inline in the page (pass the same flag to LatchProvider).
   * @default false
   */
  readonly embedded?: boolean;
  /**
   * The embedded-wallet service (issue 13) behind e-mail and social login: its `/sdk` frame page is loaded in a
   * hidden iframe the first time e-mail login is used.
   * @default none: the e-mail field and social login are not offered
   */
  readonly walletServiceUrl?: string;
  /**
   * Solana support from `latch/solana` (`import { solana } from 'latch/solana'`): required when `networks` lists
   * a Solana cluster, so that an EVM-only host installs and builds no Solana library.
   * @default none: a Solana network is refused (MODAL_OPTIONS_INVALID, field `solana`)
   */
  readonly solana?: LatchSolana;
}

type LatchModalOptions = ModalOptionsInput<SiwxConfig, SiweConfig>;
/** A config listing Latch networks, viem chains or both. */
type AnyLatchConfig = LatchConfig<Network | Chain>;

/**
 * The host's config as the core's modal options: each viem `Chain` of `networks` (it has no `chainNamespace`)
 * converted by `fromViemChain`, every other entry as it is (the core's `validateNetworks` checks it). A `Chain`
 * that cannot be read is refused with its field, never thrown.
 */
export const toModalOptions = (config: AnyLatchConfig): Result<LatchModalOptions, ModalOptionsError> => {
  let index = 0;
  try {
    return ok({
      ...config,
      networks: config.networks.map((network, at) => {
        index = at;
        return 'chainNamespace' in network ? network : fromViemChain(network);
      }),
    });
  } catch {
    return err(latchError('MODAL_OPTIONS_INVALID', { params: { field: `networks[${index}]` } }));
  }
};

/** The host's config checked, with every default filled in (what `createContainer` is given). */
export const resolveLatchConfig = (config: AnyLatchConfig): Result<ResolvedModalOptions, ModalOptionsError> =>
  toModalOptions(config).andThen(resolveModalOptions);

const storageFor = (choice: AnyLatchConfig['storage']): KeyValueStorage => {
  if (choice === undefined || choice === 'web') return createWebStorage();

  return choice;
};

const DEFAULT_METADATA = {
  name: 'Latch',
  description: 'Connect a wallet',
  url: 'http://localhost',
  icons: [],
};

/** Bindings only the composition root knows: what it starts and must stop. */
export const ROOT_TOKENS = {
  Timers: Symbol.for('latch/root/Timers'),
  Rpc: Symbol.for('latch/root/RpcStack'),
  SolanaReader: Symbol.for('latch/root/SolanaChainReader'),
  Eip6963: Symbol.for('latch/root/Eip6963Discovery'),
  WalletStandard: Symbol.for('latch/root/WalletStandardDiscovery'),
  WalletConnect: Symbol.for('latch/root/WalletConnect'),
  Embedded: Symbol.for('latch/root/EmbeddedWallet'),
} as const;

const {
  Timers: TIMERS,
  Rpc: RPC,
  SolanaReader: SOLANA_READER,
  Eip6963: EIP6963,
  WalletStandard: WALLET_STANDARD,
  WalletConnect: WALLET_CONNECT,
  Embedded: EMBEDDED,
} = ROOT_TOKENS;

/**
 * The one composition root, for options already validated: every port token (and the root's own: timers, RPC
 * stack, EIP-6963 discovery, WalletConnect) bound as a lazy singleton — nothing is made, listened to or loaded
 * until first resolved. What starts something stops it on deactivation (`onDeactivation`), so unbinding the
 * container (`teardown`) releases exactly what was made: timers, ranking pings, EIP-6963 listeners, the
 * WalletConnect socket and heartbeat.
 */
/** The modal's current theme, for adapters built before the core (the embedded frame's approval panel). */
export interface ThemeSource {
  mode?: () => 'dark' | 'light';
  variables?: () => Readonly<Record<string, string | number>>;
}

export function createContainer(
  config: AnyLatchConfig,
  options: ResolvedModalOptions,
  themeOf: ThemeSource = {},
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const logger = (context: { get<T>(token: symbol): T }) =>
    context.get<TokenType<typeof TOKENS.Logger>>(TOKENS.Logger);

  container
    .bind<TimerScope>(TIMERS)
    .toDynamicValue(() => createTimerScope(createSystemClock()))
    .onDeactivation((timers) => timers.dispose());
  container
    .bind<TokenType<typeof TOKENS.Clock>>(TOKENS.Clock)
    .toDynamicValue((context) => context.get<TimerScope>(TIMERS));
  container
    .bind<TokenType<typeof TOKENS.Scheduler>>(TOKENS.Scheduler)
    .toDynamicValue((context) => context.get<TimerScope>(TIMERS));
  container.bind(TOKENS.Storage).toDynamicValue(() => storageFor(config.storage));
  container.bind(TOKENS.Logger).toDynamicValue(() => createConsoleLogger(config.logLevel ?? 'warn'));
  container.bind(TOKENS.IdSource).toDynamicValue(() => createCryptoIds());
  container.bind(TOKENS.Platform).toDynamicValue(() => createBrowserPlatform());
  container.bind(TOKENS.ImagePrefetcher).toDynamicValue(() => createBrowserImagePrefetcher());
  container.bind(TOKENS.HttpTransport).toDynamicValue(() => createFetchTransport());

  // Its clients, retries and ranking are fetched by the first chain read (createLazyRpcStack).
  container
    .bind<RpcStack>(RPC)
    .toDynamicValue((context) => {
      const timers = context.get<TimerScope>(TIMERS);
      return createLazyRpcStack({
        transport: context.get<TokenType<typeof TOKENS.HttpTransport>>(TOKENS.HttpTransport),
        scheduler: timers,
        clock: timers,
        networks: options.networks,
        rpcUrls: options.rpcUrls,
        ...(options.dataServiceUrl === undefined
          ? {}
          : { proxy: { baseUrl: options.dataServiceUrl, projectId: options.projectId } }),
      });
    })
    .onDeactivation((rpc) => rpc.dispose());
  // With latch/solana, the Solana reader reads each network's own RPC URL with @solana/web3.js, loaded by its
  // first read; without it there is none (createLatchRoot refuses a Solana network then).
  const { solana } = config;
  if (solana !== undefined)
    container
      .bind<SolanaChainReader>(SOLANA_READER)
      .toDynamicValue(() => createLazySolanaChainReader(solana.loadChainReader))
      .onDeactivation((reader) => reader.dispose());
  // The EVM reader's viem code is loaded by its first read; its reads go through the RPC stack.
  container.bind(TOKENS.ChainReaders).toDynamicValue((context) => ({
    eip155: createLazyEvmChainReader({ rpc: context.get<RpcStack>(RPC) }),
    ...(solana === undefined ? {} : { solana: context.get<SolanaChainReader>(SOLANA_READER) }),
  }));

  container
    .bind<Eip6963Discovery>(EIP6963)
    .toDynamicValue(() => {
      const discovery = createEip6963Discovery();
      if (typeof window !== 'undefined') discovery.start();
      return discovery;
    })
    .onDeactivation((discovery) => discovery.stop());
  // Solana wallets registered through the Wallet Standard; its code is a chunk fetched by start(), the connectors'
  // code another, fetched once a Solana wallet is registered.
  container
    .bind<WalletStandardDiscovery>(WALLET_STANDARD)
    .toDynamicValue((context) => {
      const discovery = createWalletStandardDiscovery({
        onConnectorCodeFailure: (cause) => {
          logger(context).warn('Wallet Standard connectors could not load', { cause: String(cause) });
        },
      });
      if (typeof window !== 'undefined')
        discovery.start().catch((cause: unknown) => {
          logger(context).warn('Wallet Standard discovery could not start', { cause: String(cause) });
        });
      return discovery;
    })
    .onDeactivation((discovery) => discovery.stop());
  // The session's Solana side is a connector of its own, listed after the eip155 one when Solana is configured.
  const withSolana = options.networks.some((network) => network.chainNamespace === 'solana');
  const walletConnectConnectors = (connector: WalletConnectConnector) =>
    withSolana ? [connector, connector.solana] : [connector];
  if (config.relayUrl !== undefined) {
    const relayUrl = config.relayUrl;
    // The connector's code and the SDK are only fetched by the first connect, or a reconnect of a recorded session.
    container
      .bind<WalletConnectConnector>(WALLET_CONNECT)
      .toDynamicValue((context) =>
        createLazyWalletConnectConnector({
          relayUrl,
          projectId: options.projectId,
          metadata: config.metadata
            ? { ...config.metadata, icons: [...config.metadata.icons] }
            : DEFAULT_METADATA,
          networks: options.networks,
          storage: context.get<KeyValueStorage>(TOKENS.Storage),
          logger: logger(context),
          rpc: context.get<RpcStack>(RPC),
        }),
      )
      .onDeactivation((connector) => connector.close());
  }
  if (config.walletServiceUrl !== undefined) {
    const walletServiceUrl = config.walletServiceUrl;
    // The frame bridge and the AUTH connector are a chunk of their own, fetched by the first e-mail login or by a
    // reconnect when this page had an embedded session.
    container
      .bind<LazyEmbedded>(EMBEDDED)
      .toDynamicValue((context) => {
        const timers = context.get<TimerScope>(TIMERS);
        return createLazyEmbedded({
          walletServiceUrl,
          projectId: options.projectId,
          version: DEFAULT_SDK_VERSION,
          chainId: () => options.networks.find((network) => network.chainNamespace === 'eip155')?.id ?? 1,
          scheduler: timers,
          ids: context.get<TokenType<typeof TOKENS.IdSource>>(TOKENS.IdSource),
          storage: context.get<KeyValueStorage>(TOKENS.Storage),
          logger: logger(context),
          themeMode: () => themeOf.mode?.() ?? options.themeMode,
          // Set once the core is built, before any frame loads.
          themeVariables: () => themeOf.variables?.() ?? {},
        });
      })
      .onDeactivation((embedded) => embedded.dispose());
    container
      .bind(TOKENS.EmbeddedWalletFrame)
      .toDynamicValue((context) => context.get<LazyEmbedded>(EMBEDDED).frame);
  }
  container
    .bind(TOKENS.ConnectorDiscovery)
    .toDynamicValue((context) =>
      combineDiscoveries([
        createStaticConnectorDiscovery([
          ...(config.relayUrl === undefined ? [] : walletConnectConnectors(context.get(WALLET_CONNECT))),
          ...(config.walletServiceUrl === undefined ? [] : [context.get<LazyEmbedded>(EMBEDDED).connector]),
          ...(config.connectors ?? []),
        ]),
        context.get<Eip6963Discovery>(EIP6963),
        context.get<WalletStandardDiscovery>(WALLET_STANDARD),
      ]),
    );

  // Without a data service every request is refused as unsupported, by code fetched with the first request.
  container.bind(TOKENS.DataService).toDynamicValue(() =>
    createLazyDataServiceClient(
      {
        baseUrl: config.dataServiceUrl ?? '',
        projectId: config.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: DEFAULT_SDK_VERSION,
      },
      config.dataServiceUrl === undefined ? loadUnavailableDataService : undefined,
    ),
  );
  container.bind(TOKENS.AnalyticsSink).toDynamicValue((context) =>
    config.dataServiceUrl === undefined
      ? createLoggingAnalyticsSink(logger(context))
      : createAnalyticsSink({
          baseUrl: config.dataServiceUrl,
          projectId: config.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: DEFAULT_SDK_VERSION,
        }),
  );
  return container;
}

/** The data service of a config without one (its code fetched by the first request, which it refuses). */
const loadUnavailableDataService = () =>
  import('../data-service/unavailableDataService.js').then((module) => module.createUnavailableDataService);

const get = <K extends keyof typeof TOKENS>(container: Container, key: K): TokenType<(typeof TOKENS)[K]> =>
  container.get<TokenType<(typeof TOKENS)[K]>>(TOKENS[key]);

const teardowns = new WeakMap<Latch, () => Promise<void> | undefined>();

/** Unbinds everything: each made singleton's deactivation runs (timers, pings, listeners, sockets stop). */
const teardown = (container: Container): Promise<void> =>
  container.unbindAllAsync().catch((cause: unknown) => {
    // A failed release is only logged: the rest of the container is released all the same.
    console.warn('[latch] dispose: a binding failed to release', cause);
  });

/** A built Latch and the container that holds its adapters (tests reach the adapters through it). */
export interface LatchRoot {
  readonly latch: Latch;
  readonly container: Container;
}

/**
 * `createLatch`, also giving the container. The options are validated first: a bad option comes back as its
 * catalogue error and nothing was made or started. `latch.dispose()` then stops everything the adapters started,
 * through the container (see `latchDisposed`).
 */
export function createLatchRoot(config: AnyLatchConfig): Result<LatchRoot, ModalOptionsError> {
  return toModalOptions(config).andThen((input) => buildRoot(config, input));
}

function buildRoot(config: AnyLatchConfig, input: LatchModalOptions): Result<LatchRoot, ModalOptionsError> {
  return resolveModalOptions(input).andThen((options) => {
    const signIn = isLatchSignIn(config.siwx) ? config.siwx : undefined;
    if (signIn !== undefined && options.dataServiceUrl === undefined)
      return err(latchError('MODAL_OPTIONS_INVALID', { params: { field: 'dataServiceUrl' } }));
    if (
      config.solana === undefined &&
      options.networks.some((network) => network.chainNamespace === 'solana')
    )
      return err(latchError('MODAL_OPTIONS_INVALID', { params: { field: 'solana' } }));
    const themeOf: ThemeSource = {};
    const container = createContainer(config, options, themeOf);
    signIn?.attach({
      baseUrl: options.dataServiceUrl ?? '',
      projectId: options.projectId,
      storage: get(container, 'Storage'),
      logger: get(container, 'Logger'),
      page: signInPage(options.metadata?.url),
    });
    let disposing: Promise<void> | undefined;
    let stopThemeSync: (() => void) | undefined;
    const built = createLatchCore(
      {
        clock: get(container, 'Clock'),
        scheduler: get(container, 'Scheduler'),
        storage: get(container, 'Storage'),
        logger: get(container, 'Logger'),
        ids: get(container, 'IdSource'),
        platform: get(container, 'Platform'),
        images: get(container, 'ImagePrefetcher'),
        transport: get(container, 'HttpTransport'),
        analyticsSink: get(container, 'AnalyticsSink'),
        connectors: get(container, 'ConnectorDiscovery'),
        dataService: get(container, 'DataService'),
        chainReaders: get(container, 'ChainReaders'),
        rpc: container.get<RpcStack>(RPC),
        ...(config.walletServiceUrl === undefined
          ? {}
          : {
              embeddedWallet: get(container, 'EmbeddedWalletFrame'),
              ...(typeof window === 'undefined'
                ? {}
                : {
                    socialLogin: {
                      popups: createPopupOpener(window),
                      walletOrigin: new URL(config.walletServiceUrl).origin,
                      // A page seldom comes back with a result: its reader is fetched only then.
                      takeReturnedResult: () =>
                        window.location.href.includes('result_uri=')
                          ? import('../system/returnedSocialResult.js').then((module) =>
                              module.takeReturnedSocialResult(window),
                            )
                          : Promise.resolve(undefined),
                    },
                  }),
            }),
      },
      input,
      {
        embedded: config.embedded === true,
        onDispose: () => {
          stopThemeSync?.();
          disposing ??= teardown(container);
        },
      },
    );
    if (built.isErr()) void teardown(container);
    else {
      teardowns.set(built.value, () => disposing);
      const { theme } = built.value;
      themeOf.mode = () => theme.mode;
      themeOf.variables = () => theme.variables;
      // A theme switch (mode or variables) reaches a loaded embedded-wallet frame too; none is loaded for it.
      if (config.walletServiceUrl !== undefined) {
        const embedded = container.get<LazyEmbedded>(EMBEDDED);
        stopThemeSync = reaction(
          () => [theme.mode, theme.variables],
          () => embedded.syncTheme(),
        );
      }
    }
    return built.map((latch) => ({ latch, container }));
  });
}

export { type LatchSignInSettings, latchSignIn } from '../siwx/latchSignIn.js';

/** The page a sign-in is for: this page's origin (a script without one: the app's metadata URL). */
const signInPage = (appUrl = 'http://localhost') => {
  const url = new URL(globalThis.location?.href ?? appUrl);
  return { domain: url.host, uri: url.origin };
};

/** Builds a Latch with the real adapters: what hosts and scripts call (see `createLatchRoot`). */
export function createLatch<TNetwork extends Network | Chain = Network>(
  config: LatchConfig<TNetwork>,
): Result<Latch, ModalOptionsError> {
  return createLatchRoot(config).map((root) => root.latch);
}

/**
 * Settles once everything `latch.dispose()` stopped is released (the WalletConnect socket closes asynchronously);
 * immediately for a Latch not built by `createLatch` or not disposed.
 */
export async function latchDisposed(latch: Latch): Promise<void> {
  await teardowns.get(latch)?.();
}
