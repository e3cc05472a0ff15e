import type { CaipNetworkId, ChainNamespace, Network } from './network.js';

/** SPEC §3 Connector types. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN';

/** A connector as data: what the modal lists. */
export interface ConnectorInfo {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly namespace: ChainNamespace;
  readonly imageUrl?: string;
  readonly rdns?: string;
  /** Wallet registry id (our reverse-domain ids, CONTRACTS §6). */
  readonly explorerId?: string;
}

export interface ConnectedAccounts {
  /** Addresses in the namespace's own form, the active one first. */
  readonly accounts: readonly string[];
  readonly caipNetworkId: CaipNetworkId;
}

/** Provider events of SPEC §7. */
export interface WalletEvents {
  display_uri: string;
  connect: ConnectedAccounts;
  disconnect: { readonly code?: number; readonly message?: string };
  chainChanged: CaipNetworkId;
  accountsChanged: readonly string[];
  /**
   * Only wallets that show their own approval UI inside the modal (the embedded wallet's frame): true while an
   * unsafe request waits for the user there, false once it is answered (SPEC §2 ApproveTransaction).
   */
  approval: boolean;
  /**
   * Only the embedded wallet: a call of a method on neither SPEC §5 list (safe, unsafe) was refused before it
   * reached the frame; the payload is the method.
   */
  rpcNotAllowed: string;
  /**
   * Only the embedded wallet: an unsafe request the user approved in the frame was answered — its method and the
   * result (for eth_sendTransaction, the transaction's hash).
   */
  requestApproved: { readonly method: string; readonly result: unknown };
}

export type Unsubscribe = () => void;

export interface EvmTransactionRequest {
  readonly from: `0x${string}`;
  readonly to: `0x${string}`;
  readonly value?: bigint;
  readonly data?: `0x${string}`;
  readonly gas?: bigint;
}

export interface CallBundle {
  readonly chainId: `0x${string}`;
  readonly from: `0x${string}`;
  readonly version: string;
  readonly capabilities?: Readonly<Record<string, unknown>>;
  readonly calls: readonly {
    readonly to: `0x${string}`;
    readonly data?: `0x${string}`;
    readonly value?: `0x${string}`;
  }[];
}

/** Signing on eip155. Optional methods are capabilities: callers check before use. */
export interface EvmSigner {
  readonly namespace: 'eip155';
  /** personal_sign: a UTF-8 string or raw bytes (hex). */
  signMessage(args: {
    address: `0x${string}`;
    message: string | { raw: `0x${string}` };
  }): Promise<`0x${string}`>;
  sendTransaction(args: { request: EvmTransactionRequest; network: Network }): Promise<`0x${string}`>;
  signTypedData?(args: { address: `0x${string}`; typedData: unknown }): Promise<`0x${string}`>;
  sendCalls?(args: { bundle: CallBundle }): Promise<string>;
}

export interface SolanaSendOptions {
  readonly skipPreflight?: boolean;
  readonly preflightCommitment?: string;
  readonly maxRetries?: number;
  readonly minContextSlot?: number;
}

/** Signing on solana. Transactions are base64 or base58 serialised strings. */
export interface SolanaSigner {
  readonly namespace: 'solana';
  signMessage(args: { pubkey: string; message: string }): Promise<string>;
  signTransaction(args: { transaction: string }): Promise<string>;
  signAndSendTransaction(args: { transaction: string; options?: SolanaSendOptions }): Promise<string>;
  signAllTransactions?(args: { transactions: readonly string[] }): Promise<readonly string[]>;
}

export type WalletSigner = EvmSigner | SolanaSigner;

/** A live connection to one wallet for one namespace. */
export interface WalletSession {
  readonly connector: ConnectorInfo;
  readonly accounts: ConnectedAccounts;
  readonly signer: WalletSigner;
  /** Raw provider request (EIP-1193 style). */
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  /** Optional capability: switch the wallet to another configured network. */
  switchNetwork?(network: Network): Promise<void>;
  /** Optional capability: ERC-7811 wallet_getAssets. */
  getAssets?(args: { account: string; chainFilter: readonly `0x${string}`[] }): Promise<unknown>;
  /**
   * Sessions of other namespaces the same approval opened (a WalletConnect session that also approved solana):
   * each names a connector of the discovery that watches and ends it. The core holds each as that namespace's
   * connection when the namespace has none.
   */
  readonly companions?: readonly WalletSession[];
}

export interface ConnectParams {
  readonly network: Network;
  /** For WalletConnect: the deep-link target wallet, if chosen. */
  readonly walletId?: string;
}

/** One way of connecting a wallet (an announced extension, WalletConnect, the embedded wallet…). */
export interface WalletConnector {
  readonly info: ConnectorInfo;
  connect(params: ConnectParams): Promise<WalletSession>;
  /** Restores a previous authorised connection without prompting; undefined when there is none. */
  reconnect(params: ConnectParams): Promise<WalletSession | undefined>;
  disconnect(): Promise<void>;
  on<E extends keyof WalletEvents>(event: E, listener: (payload: WalletEvents[E]) => void): Unsubscribe;
}

/** Finds connectors (EIP-6963 announcements, Wallet Standard registrations, configured ones). */
export interface ConnectorDiscovery {
  list(): readonly WalletConnector[];
  /** Called whenever the list changes (a wallet announced itself late). */
  subscribe(listener: (connectors: readonly WalletConnector[]) => void): Unsubscribe;
  /**
   * Optional: settles once the wallets already on the page are listed (a discovery whose code is fetched on
   * demand, like the Wallet Standard's, lists them late). Reconnect waits for it, or for the stored connectors.
   */
  ready?(): Promise<void>;
}
