export { buildProposalNamespaces } from './buildProposalNamespaces.js';
export { createSdkStorage, type SdkStorage } from './createSdkStorage.js';
export { createWalletConnectConnector } from './createWalletConnectConnector.js';
export { isHostedRelay } from './isHostedRelay.js';
export {
  DEFAULT_STORAGE_PREFIX,
  type SdkLogLevel,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_INFO,
  WALLET_CONNECT_METHODS,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from './walletConnectTypes.js';
