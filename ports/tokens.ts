import type { AnalyticsSink } from './analytics.js';
import type { ChainReaders } from './chain.js';
import type { Clock, Scheduler } from './clock.js';
import type { DataService } from './data-service/index.js';
import type { IdSource, ImagePrefetcher, Platform } from './environment.js';
import type { EmbeddedWalletFrame } from './frame.js';
import type { Logger } from './logger.js';
import type { KeyValueStorage } from './storage.js';
import type { HttpTransport } from './transport.js';
import type { ConnectorDiscovery } from './wallet.js';

/** A DI token that remembers the type bound to it. */
export type Token<T> = symbol & { readonly __port?: T };

const token = <T>(name: string): Token<T> => Symbol.for(`latch/${name}`) as Token<T>;

/** One token per port; the composition root binds each to an adapter. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  Scheduler: token<Scheduler>('Scheduler'),
  Storage: token<KeyValueStorage>('Storage'),
  Logger: token<Logger>('Logger'),
  IdSource: token<IdSource>('IdSource'),
  Platform: token<Platform>('Platform'),
  ImagePrefetcher: token<ImagePrefetcher>('ImagePrefetcher'),
  HttpTransport: token<HttpTransport>('HttpTransport'),
  AnalyticsSink: token<AnalyticsSink>('AnalyticsSink'),
  DataService: token<DataService>('DataService'),
  ChainReaders: token<ChainReaders>('ChainReaders'),
  ConnectorDiscovery: token<ConnectorDiscovery>('ConnectorDiscovery'),
  EmbeddedWalletFrame: token<EmbeddedWalletFrame>('EmbeddedWalletFrame'),
} as const;

/** The type a token carries. */
export type TokenType<K> = K extends Token<infer T> ? T : never;
