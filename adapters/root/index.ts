// biome-ignore-all assist/source/organizeImports: the composition root's export first (see below), the rest sorted
// The public entry point of the `latch` package: what a host app or a Node script imports. The container and
// the core's internals are not exported; `@latch/react` and `@latch/testing` reach the rest through the
// package's `internal/*` subpath, which is not a public API.
//
// reflect-metadata/lite defines Reflect's metadata functions (a global): inversify's container imports it itself,
// so every Latch has it. It and the composition root come first, so a host's bundle lays the modules out in the
// order that packs best (gzip: 1 KiB less than with the error classes first).
import 'reflect-metadata/lite';

export {
  createLatch,
  type LatchConfig,
  type LatchSignInSettings,
  latchDisposed,
  latchSignIn,
} from './createLatch.js';

export {
  type ErrorCode,
  type ErrorParams,
  isLatchError,
  LatchError,
} from '../../core/lib/errors/index.js';
export type { Latch } from '../../core/kernel/latch/index.js';
export type { ModalOptionsError, ThemeMode, ThemeVariables } from '../../core/kernel/options/index.js';
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
