import type {
  AnalyticsSink,
  ChainReaders,
  Clock,
  ConnectorDiscovery,
  DataService,
  EmbeddedWalletFrame,
  HttpTransport,
  IdSource,
  ImagePrefetcher,
  KeyValueStorage,
  Logger,
  Platform,
  Scheduler,
  SocialLoginPorts,
} from '../../../ports/index.js';
import type { RpcStack } from '../../lib/rpc/index.js';

/** The ports the core needs, as the composition root provides them. */
export interface LatchPorts {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly ids: IdSource;
  readonly platform: Platform;
  /** Warms the images the modal shows first, on each opening (SPEC §2). */
  readonly images: ImagePrefetcher;
  readonly transport: HttpTransport;
  readonly analyticsSink: AnalyticsSink;
  readonly connectors: ConnectorDiscovery;
  readonly dataService: DataService;
  readonly chainReaders: ChainReaders;
  /** The one chain RPC stack (the composition root's); default: one over `transport` with the networks' URLs. */
  readonly rpc?: RpcStack;
  /** The embedded-wallet frame of e-mail login (CONTRACTS §3); without it e-mail login is not offered. */
  readonly embeddedWallet?: EmbeddedWalletFrame;
  /** Social login beside the frame: the popup opener and the wallet service's origin (its callback's sender). */
  readonly socialLogin?: SocialLoginPorts;
}
