/**
 * The sandbox wallet's engine: headless, browser-safe wallet logic on the WalletConnect sign client
 * (pairing, proposals, requests, sessions) and the transport-neutral request executor an injected
 * (EIP-1193 / EIP-6963) provider can reuse.
 */
export { buildSessionNamespaces, type NamespaceChoice } from './buildSessionNamespaces.js';
export { createSandboxWallet } from './createSandboxWallet.js';
export { createStore, type Store } from './createStore.js';
export { DEVNET_MNEMONIC, deriveAccounts } from './deriveAccounts.js';
export {
  executeRequest,
  type RequestContext,
  SUPPORTED_EVENTS,
  SUPPORTED_METHODS,
  type WalletRequest,
} from './executeRequest.js';
export { createMemoryStorage, createWebStorage, type KeyValueStorage } from './keyValueStorage.js';
export { localStackRpcUrl } from './localStackRpc.js';
export {
  type ApproveSessionOptions,
  DEFAULT_WALLET_METADATA,
  type SandboxWallet,
  type SandboxWalletOptions,
} from './sandboxWalletTypes.js';
export { WalletEngineError, type WalletEngineErrorCode } from './WalletEngineError.js';
export { WALLET_RPC_CODES, WalletRpcError, type WalletRpcErrorKind } from './WalletRpcError.js';
export { type Caip2ChainId, parseChainId, toCaip2, toViemChain, type WalletChain } from './walletChains.js';
export type {
  DappInfo,
  PendingProposal,
  PendingRequest,
  SessionSummary,
  WalletState,
} from './walletViews.js';
