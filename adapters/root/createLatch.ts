import 'reflect-metadata/lite';
import { Container } from 'inversify';
import type { Result } from 'neverthrow';
import { DEFAULT_SDK_VERSION } from '../../core/analytics/index.js';
import { createLatchCore, type Latch, SDK_TYPE } from '../../core/latch/index.js';
import type { ModalOptionsError, ModalOptionsInput } from '../../core/validation/index.js';
import { type KeyValueStorage, TOKENS, type TokenType, type WalletConnector } from '../../ports/index.js';
import { createLoggingAnalyticsSink } from '../analytics/loggingAnalyticsSink.js';
import { createAnalyticsSink } from '../analytics/ofetchAnalyticsSink.js';
// Straight from its file: the chain index also exports the eager reader, which would pull viem's client in.
import { createLazyEvmChainReader } from '../chain/evm/createLazyEvmChainReader.js';
import { createDataServiceClient } from '../data-service/createDataServiceClient.js';
import { createUnavailableDataService } from '../data-service/unavailableDataService.js';
import { createFetchTransport } from '../http/fetchTransport.js';

import { createWebStorage } from '../storage/webStorage.js';
import { createConsoleLogger, type LogLevel } from '../system/consoleLogger.js';
import { createBrowserPlatform, createCryptoIds } from '../system/environment.js';
import { createSystemClock } from '../system/systemClock.js';
import { combineDiscoveries } from '../wallet/combineDiscoveries.js';
import { createEip6963Discovery } from '../wallet/injected/index.js';
import { createStaticConnectorDiscovery } from '../wallet/staticConnectorDiscovery.js';
import { createWalletConnectConnector } from '../wallet/walletconnect/index.js';

export interface LatchConfig extends ModalOptionsInput {
  /** Where state persists: the browser's localStorage (default) or your own (Node scripts: createFileStorage). */
  readonly storage?: 'web' | KeyValueStorage;
  readonly logLevel?: LogLevel;
  /** Connectors known up front; discovered ones join them. */
  readonly connectors?: readonly WalletConnector[];
  /** Embedded mode: render the modal inline in the page (pass the same flag to LatchProvider). */
  readonly embedded?: boolean;
}

const storageFor = (choice: LatchConfig['storage']): KeyValueStorage => {
  if (choice === undefined || choice === 'web') return createWebStorage();

  return choice;
};

const DEFAULT_METADATA = {
  name: 'Latch',
  description: 'Connect a wallet',
  url: 'http://localhost',
  icons: [],
};

/** The host's connectors, plus WalletConnect (QR code and deep link) when a relay is configured. */
const configuredConnectors = (config: LatchConfig, storage: KeyValueStorage): WalletConnector[] => [
  ...(config.relayUrl === undefined
    ? []
    : [
        createWalletConnectConnector({
          relayUrl: config.relayUrl,
          projectId: config.projectId,
          metadata: config.metadata
            ? { ...config.metadata, icons: [...config.metadata.icons] }
            : DEFAULT_METADATA,
          networks: config.networks,
          storage,
        }),
      ]),
  ...(config.connectors ?? []),
];

/** The one composition root: binds every port to its adapter. */
export function createContainer(config: LatchConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const system = createSystemClock();
  container.bind(TOKENS.Clock).toConstantValue(system);
  container.bind(TOKENS.Scheduler).toConstantValue(system);
  const storage = storageFor(config.storage);
  container.bind(TOKENS.Storage).toConstantValue(storage);
  container.bind(TOKENS.Logger).toConstantValue(createConsoleLogger(config.logLevel ?? 'warn'));
  container.bind(TOKENS.IdSource).toConstantValue(createCryptoIds());
  container.bind(TOKENS.Platform).toConstantValue(createBrowserPlatform());
  container.bind(TOKENS.HttpTransport).toConstantValue(createFetchTransport());
  const injected = createEip6963Discovery();
  if (typeof window !== 'undefined') injected.start();
  container
    .bind(TOKENS.ConnectorDiscovery)
    .toConstantValue(
      combineDiscoveries([createStaticConnectorDiscovery(configuredConnectors(config, storage)), injected]),
    );
  container.bind(TOKENS.ChainReaders).toConstantValue({ eip155: createLazyEvmChainReader() });
  container.bind(TOKENS.DataService).toConstantValue(
    config.dataServiceUrl === undefined
      ? createUnavailableDataService()
      : createDataServiceClient({
          baseUrl: config.dataServiceUrl,
          projectId: config.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: DEFAULT_SDK_VERSION,
        }),
  );
  container.bind(TOKENS.AnalyticsSink).toDynamicValue((context) =>
    config.dataServiceUrl === undefined
      ? createLoggingAnalyticsSink(context.get<TokenType<typeof TOKENS.Logger>>(TOKENS.Logger))
      : createAnalyticsSink({
          baseUrl: config.dataServiceUrl,
          projectId: config.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: DEFAULT_SDK_VERSION,
        }),
  );
  return container;
}

const get = <K extends keyof typeof TOKENS>(container: Container, key: K): TokenType<(typeof TOKENS)[K]> =>
  container.get<TokenType<(typeof TOKENS)[K]>>(TOKENS[key]);

/** Builds a Latch with the real adapters: what hosts and scripts call. */
export function createLatch(config: LatchConfig): Result<Latch, ModalOptionsError> {
  const container = createContainer(config);
  return createLatchCore(
    {
      clock: get(container, 'Clock'),
      scheduler: get(container, 'Scheduler'),
      storage: get(container, 'Storage'),
      logger: get(container, 'Logger'),
      ids: get(container, 'IdSource'),
      platform: get(container, 'Platform'),
      transport: get(container, 'HttpTransport'),
      analyticsSink: get(container, 'AnalyticsSink'),
      connectors: get(container, 'ConnectorDiscovery'),
      dataService: get(container, 'DataService'),
      chainReaders: get(container, 'ChainReaders'),
    },
    config,
    { embedded: config.embedded === true },
  );
}
