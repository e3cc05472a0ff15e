// The public entry point of the `latch` package: what a host app or a Node script imports. The container and
// the core's internals are not exported; `@latch/react` and `@latch/testing` reach the rest through the
// package's `internal/*` subpath, which is not a public API.

export {
  type ErrorCode,
  type ErrorParams,
  isLatchError,
  LatchError,
} from '../../core/errors/index.js';
export type { Latch } from '../../core/latch/index.js';
export type { ModalOptionsError, ThemeMode, ThemeVariables } from '../../core/validation/index.js';
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectedAccounts,
  ConnectorDiscovery,
  ConnectorInfo,
  ConnectorType,
  ConnectParams,
  EvmSigner,
  EvmTransactionRequest,
  KeyValueStorage,
  NativeCurrency,
  Network,
  SiweConfig,
  SiwxConfig,
  SolanaSigner,
  WalletConnector,
  WalletEvents,
  WalletSession,
  WalletSigner,
} from '../../ports/index.js';
export {
  type VerifiedLatchSession,
  type VerifyLatchSessionError,
  type VerifyLatchSessionOptions,
  verifyLatchSession,
} from '../siwx/verifyLatchSession.js';
export {
  createLatch,
  type LatchConfig,
  type LatchSignInSettings,
  latchDisposed,
  latchSignIn,
} from './createLatch.js';
