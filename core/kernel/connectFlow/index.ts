export { buildWalletDeepLink } from './buildWalletDeepLink.js';
export {
  type ConnectedListener,
  ConnectFlow,
  type ConnectFlowError,
  createConnectFlow,
  type WalletChoice,
} from './ConnectFlow.js';
export { type ConnectFailureKind, connectFailureKind } from './connectFailureKind.js';
export { PAIRING_HEARTBEAT_MS } from './constants.js';
export { LegalConsent } from './LegalConsent.js';
export { networkForConnector } from './networkForConnector.js';
export {
  type DeepLinkError,
  type PairingDisplay,
  type PairingFailure,
  type PairingListener,
  PairingStore,
  type PairingWallet,
} from './PairingStore.js';
export {
  type ConnectingWallet,
  type ConnectingWalletSources,
  resolveConnectingWallet,
} from './resolveConnectingWallet.js';
export type { AttemptState, ConnectFlowDeps } from './types.js';
