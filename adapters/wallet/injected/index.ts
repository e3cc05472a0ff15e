export { checksumAccounts } from './checksumAccounts.js';
export { createEip1193Connector } from './createEip1193Connector.js';
export {
  createEip6963Discovery,
  type DiscoveryWindow,
  type Eip6963Discovery,
  type Eip6963DiscoveryOptions,
  LEGACY_INJECTED_INFO,
} from './createEip6963Discovery.js';
export { createLazyEip1193Connector } from './createLazyEip1193Connector.js';
export {
  CAPABILITIES_TIMEOUT_MS,
  detectWalletCapabilities,
  type WalletCapabilities,
} from './detectWalletCapabilities.js';
export {
  EIP6963_ANNOUNCE,
  EIP6963_REQUEST,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  isEip1193Provider,
  parseEip6963Detail,
} from './eip1193.js';
export { addEthereumChainParameter, switchEvmNetwork } from './switchEvmNetwork.js';
export { toEip155NetworkId } from './toEip155NetworkId.js';
