import type {
  CaipNetworkId,
  ChainNamespace,
  Clock,
  ConnectorDiscovery,
  ConnectorInfo,
  Logger,
  Scheduler,
  WalletConnector,
} from '../../ports/index.js';
import type { LatchError } from '../errors/index.js';
import type { ProviderFailureError } from '../rpc/index.js';
import type { SafeStorage } from '../storage/index.js';

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

/** SPEC §4: the connect-success analytics payload; the caller sends it. */
export interface ConnectSuccessEvent {
  readonly event: 'CONNECT_SUCCESS';
  readonly method: 'mobile' | 'qrcode';
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
  /** Turns a connector's rejection into a catalogue error (default: core/rpc mapProviderFailure). */
  readonly mapFailure?: (error: unknown) => ConnectFailure;
}

export type ConnectError = LatchError<'CONNECTOR_NOT_FOUND'> | ConnectFailure;

export interface SuccessInput {
  /** Default: whether a deep link is set (`wcLinking`). */
  readonly deepLinkUsed?: boolean;
  /** Default: the wallet being connected (`recentWallet`). */
  readonly wallet?: RecentWallet;
}
