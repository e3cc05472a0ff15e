import type { SignClient } from '@walletconnect/sign-client';
import type { CoreTypes } from '@walletconnect/types';
import type { ResultAsync } from 'neverthrow';
import type { Address } from 'viem';
import type { SandboxSolanaConfig } from '../injected/solana/sandboxSolanaConfig.js';
import type { KeyValueStorage } from './keyValueStorage.js';
import type { WalletEngineError } from './WalletEngineError.js';
import type { WalletRpcError } from './WalletRpcError.js';
import type { Caip2ChainId, WalletChain } from './walletChains.js';
import type { SessionSummary, WalletState } from './walletViews.js';

export interface ApproveSessionOptions {
  /** Addresses to share; default the first account. */
  readonly accounts?: readonly Address[];
  /** CAIP-2 chains to approve; default the requested chains the wallet has. */
  readonly chains?: readonly Caip2ChainId[];
}

export interface SandboxWalletOptions {
  /** The relay dapps use too (the pairing URI does not carry it). */
  readonly relayUrl: string;
  readonly projectId: string;
  /** The chains the wallet signs for, each with its RPC URL (the devnet's anvils). */
  readonly chains: readonly WalletChain[];
  /**
   * The Solana side: the local Solana devnet and the devnet key the wallet holds there. With it, a dapp that
   * asks for that cluster gets the `solana` namespace (solana_signMessage, solana_signTransaction,
   * solana_signAndSendTransaction) beside eip155.
   */
  readonly solana?: SandboxSolanaConfig;
  /** Default: the devnet mnemonic ("test test … junk"). */
  readonly mnemonic?: string;
  /** Accounts derived from the mnemonic; default 10. */
  readonly accountCount?: number;
  /** Where sessions and keys live; default in memory (pass createWebStorage(localStorage) in a page). */
  readonly storage?: KeyValueStorage;
  /** WalletConnect `customStoragePrefix`: distinct for every client in one page or process. */
  readonly storagePrefix?: string;
  readonly metadata?: CoreTypes.Metadata;
  /** Approve without asking (tests, demos): session proposals (with options) and/or requests. */
  readonly autoApprove?: { readonly sessions?: boolean | ApproveSessionOptions; readonly requests?: boolean };
  /** SDK log level; default 'error'. */
  readonly logLevel?: string;
  /** Failures of auto-approved actions and of the SDK's background work. */
  readonly onError?: (error: Error) => void;
}

export interface SandboxWallet {
  getState(): WalletState;
  subscribe(listener: (state: WalletState) => void): () => void;
  /** Pairs with a `wc:` URI; the dapp's proposal then appears in `proposals`. */
  pair(uri: string): ResultAsync<void, WalletEngineError>;
  approveSession(
    proposalId: number,
    options?: ApproveSessionOptions,
  ): ResultAsync<SessionSummary, WalletEngineError>;
  /** Rejects as the user (SDK USER_REJECTED, code 5000). */
  rejectSession(proposalId: number): ResultAsync<void, WalletEngineError>;
  /** Carries the request out and sends the result; a failure is also sent to the dapp as its error. */
  approveRequest(requestId: number): ResultAsync<unknown, WalletEngineError | WalletRpcError>;
  /** Answers 4001 "User rejected the request.". */
  rejectRequest(requestId: number): ResultAsync<void, WalletEngineError>;
  /** Moves a session to another of the wallet's chains (adding it to the session) and emits chainChanged. */
  switchChain(topic: string, chainId: number): ResultAsync<void, WalletEngineError>;
  disconnect(topic: string): ResultAsync<void, WalletEngineError>;
  /** Stops the relay connection and timers; the instance is unusable afterwards. */
  close(): Promise<void>;
  /** The underlying sign client (diagnostics, advanced use). */
  readonly signClient: InstanceType<typeof SignClient>;
}

export const DEFAULT_WALLET_METADATA: CoreTypes.Metadata = {
  name: 'Latch Sandbox Wallet',
  description: 'Test wallet of the Latch local stack (devnet accounts)',
  url: 'http://127.0.0.1',
  icons: [],
};
