import type UniversalProvider from '@walletconnect/universal-provider';
import type { Metadata } from '@walletconnect/universal-provider';
import type { RpcStack } from '../../../core/lib/rpc/index.js';
import type {
  ConnectorInfo,
  KeyValueStorage,
  Logger,
  Network,
  WalletConnector,
} from '../../../ports/index.js';

/** The SDK's own log levels (pino). */
export type SdkLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export interface WalletConnectConnectorOptions {
  /**
   * The relay (`ws://…` / `wss://…`): our local relay (services/relay) or the hosted one. The pairing URI
   * does not carry it, so the wallet must use the same relay.
   */
  readonly relayUrl: string;
  readonly projectId: string;
  /** Who is asking: shown by the wallet. */
  readonly metadata: Metadata;
  /** The configured networks: the eip155 ones are proposed to the wallet, with their RPC URLs for reads. */
  readonly networks: readonly Network[];
  /** Where keys and sessions persist (a reload reconnects); default the browser's localStorage. */
  readonly storage?: KeyValueStorage;
  /** WalletConnect `customStoragePrefix` and our key namespace: distinct for every client in one page. */
  readonly storagePrefix?: string;
  /** The connector's own diagnostics (ignored failures); silent by default. */
  readonly logger?: Logger;
  /**
   * The one RPC stack: the proposal's RPC map takes each chain's first endpoint from it, and the session's node
   * reads go through its clients. Without it, the networks' own first URLs and the SDK's HTTP client.
   */
  readonly rpc?: Pick<RpcStack, 'endpoints' | 'client'>;
  /** The SDK's own console logging; default 'silent'. */
  readonly sdkLogLevel?: SdkLogLevel;
}

export type UniversalProviderInstance = UniversalProvider;

/** A WalletConnector over WalletConnect, plus what a host needs to release it. */
export interface WalletConnectConnector extends WalletConnector {
  /** The same session's Solana side: a connector of namespace solana that never pairs by itself. */
  readonly solana: WalletConnector;
  /** The SDK provider once loaded (diagnostics, tests); undefined until the first connect or reconnect. */
  readonly universalProvider: UniversalProviderInstance | undefined;
  /** Closes the relay socket and the SDK's timers; the instance is unusable afterwards. */
  close(): Promise<void>;
}

export const WALLET_CONNECT_INFO: ConnectorInfo = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace: 'eip155',
};

/**
 * The connector of a WalletConnect session's solana side (the same pairing: the session approved `solana:<cluster>`
 * accounts), listed beside the eip155 one so the core holds it as the Solana connection.
 */
export const WALLET_CONNECT_SOLANA_INFO: ConnectorInfo = {
  ...WALLET_CONNECT_INFO,
  id: 'walletConnect:solana',
  namespace: 'solana',
};

export const DEFAULT_STORAGE_PREFIX = 'latch-wc';

/** Where the connector records its live session's topic: a page without one never loads the SDK to reconnect. */
export const sessionRecordKey = (prefix: string): string => `${prefix}#session`;

/** Methods proposed to the wallet (it approves those it supports). */
export const WALLET_CONNECT_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const;

export const WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** The solana namespace's methods we propose: SPEC §5's Solana signing methods. */
export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const;
