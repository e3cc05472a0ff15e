import type {
  CaipNetworkId,
  ChainNamespace,
  Clock,
  ConnectorDiscovery,
  ConnectorInfo,
  Logger,
  Scheduler,
  WalletConnector,
} from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { ProviderFailureError } from '../../lib/rpc/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';

/** What a failed wallet connection becomes. */
export type ConnectFailure = ProviderFailureError;

/** SPEC §3 connection status. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export const CONNECTION_STATUSES = [
  'disconnected',
  'connecting',
  'connected',
  'reconnecting',
] as const satisfies readonly ConnectionStatus[];

/** One namespace's live connection. */
export interface Connection {
  readonly connector: ConnectorInfo;
  /** The active account first. */
  readonly accounts: readonly string[];
  readonly caipNetworkId: CaipNetworkId;
}

/** A wallet the user picked, remembered in the recent list (SPEC §3 "last two recent wallets"). */
export interface RecentWallet {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string;
}

/** The wallet deep link a pairing used (SPEC §3 "wallet deep-link choice"). */
export interface WcLinking {
  readonly href: string;
  readonly name: string;
}

/** Everything the connection store keeps in browser storage. */
export interface PersistedConnectionState {
  readonly recentWallets: readonly RecentWallet[];
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>;
  readonly recentConnectorId: string | undefined;
  readonly deepLink: WcLinking | undefined;
  readonly status: ConnectionStatus;
  readonly namespaces: readonly ChainNamespace[];
}

export interface ConnectionStoreDeps {
  readonly connectors: ConnectorDiscovery | readonly WalletConnector[];
  readonly storage: SafeStorage;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** Turns a connector's rejection into a catalogue error (default: core/lib/rpc mapProviderFailure). */
  readonly mapFailure?: (error: unknown) => ConnectFailure;
}

export type ConnectError = LatchError<'CONNECTOR_NOT_FOUND'> | LatchError<'REQUEST_ABORTED'> | ConnectFailure;

/** What a successful connection leaves for next time (SPEC §4). */
export interface SuccessInput {
  /** The wallet the user picked: it joins the recent wallets. */
  readonly wallet?: RecentWallet;
  /** The wallet deep link the pairing used, remembered as the deep-link choice. */
  readonly deepLink?: WcLinking;
}

/** A way to give up an attempt: `cancelled` once given up; `onCancel` hears it (and returns its unsubscribe). */
export interface Cancellation {
  readonly cancelled: boolean;
  onCancel(listener: () => void): () => void;
}

/** Optional companions of a connect attempt. */
export interface ConnectHooks {
  /** Hears the connector's pairing uris (WalletConnect display_uri) while the attempt runs. */
  readonly onDisplayUri?: (uri: string) => void;
  readonly cancellation?: Cancellation;
}
