export { AccountStore, createAccountStore } from './AccountStore.js';
export { type AccountCaches, createAccountCaches } from './createAccountCaches.js';
export { createLazySupportedChainsCheck } from './createLazySupportedChainsCheck.js';
export {
  createSupportedChainsCheck,
  type SupportedChainsCheck,
  type SupportedChainsCheckDeps,
} from './createSupportedChainsCheck.js';
export {
  type FetchIdentityArgs,
  fetchIdentity,
  type IdentityCache,
  type IdentityFetchError,
} from './fetchIdentity.js';
export {
  type FetchNativeBalanceArgs,
  fetchNativeBalance,
  type NativeBalanceCache,
} from './fetchNativeBalance.js';
export { findConfiguredNetwork } from './findConfiguredNetwork.js';
export { type IdentityTarget, IdentityTracker, type IdentityTrackerDeps } from './IdentityTracker.js';
export { isUnsupportedChain, type UnsupportedChainInput } from './isUnsupportedChain.js';
export { loadActiveNetwork } from './loadActiveNetwork.js';
export {
  NativeBalanceTracker,
  type NativeBalanceTrackerDeps,
  type RefreshBalanceOptions,
} from './NativeBalanceTracker.js';
export { nativeBalanceKey } from './nativeBalanceKey.js';
export { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';
export { type NetworkForConnectionsInput, networkForConnections } from './networkForConnections.js';
export { type BalanceTarget, type BalanceTargetInput, resolveBalanceTarget } from './resolveBalanceTarget.js';
export { restoreActiveNetwork, type StoredActiveNetwork } from './restoreActiveNetwork.js';
export { saveActiveNetwork } from './saveActiveNetwork.js';
export { ACCOUNT_CACHE_NAMES, ACCOUNT_KEYS } from './storageKeys.js';
export { supportsIdentity } from './supportsIdentity.js';
export { switchWalletNetwork } from './switchWalletNetwork.js';
export { toNativeBalanceReady } from './toNativeBalanceReady.js';
export type {
  AccountConnectionSource,
  AccountEntry,
  AccountIdentity,
  AccountStoreDeps,
  AccountStoreOptions,
  NativeBalanceError,
  NativeBalanceReady,
  NativeBalanceState,
  NativeBalanceUnavailableReason,
  SwitchNetworkError,
  SwitchNetworkOutcome,
  SwitchWalletNetworkError,
} from './types.js';
