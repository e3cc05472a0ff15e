export { type AllWalletsInput, type AllWalletsItems, buildAllWalletsItems } from './buildAllWalletsItems.js';
export { buildConnectRows, type ConnectRowsInput } from './buildConnectRows.js';
export { buildSearchResults, type SearchResultsInput } from './buildSearchResults.js';
export {
  ALL_WALLETS_PAGE_SIZE,
  BROWSER_WALLET_NAME,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  RECOMMENDED_COUNT,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
  WALLET_REGISTRY_CACHE_ENTRIES,
  WALLET_REGISTRY_TTL_MS,
  WALLET_SEARCH_LIMIT,
} from './constants.js';
export { createLazyRegistryFetcher } from './createLazyRegistryFetcher.js';
export {
  createRegistryFetcher,
  type RegistryFetcher,
  type RegistryFetcherDeps,
} from './createRegistryFetcher.js';
export { createWalletCatalogStore } from './createWalletCatalogStore.js';
export { isBrowserWallet, isConnectorVisible, type VisibilityFacts } from './isConnectorVisible.js';
export { isRetryableRegistryFailure } from './isRetryableRegistryFailure.js';
export { mapRegistryFailure } from './mapRegistryFailure.js';
export { matchesWalletQuery } from './matchesWalletQuery.js';
export { type ResolvedCatalogOptions, resolveCatalogOptions } from './resolveCatalogOptions.js';
export { type ConnectMethodFeatures, resolveConnectMethods } from './resolveConnectMethods.js';
export { resolveConnectorTypeOrder } from './resolveConnectorTypeOrder.js';
export { shouldCollapseWallets } from './shouldCollapseWallets.js';
export {
  offeredSocialProviders,
  SOCIAL_BUTTONS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialRowProviders,
  splitSocialRow,
  type TelegramPlatform,
} from './socialProviders.js';
export type {
  AllWalletsState,
  ConnectMethod,
  ConnectorTypeOrderKey,
  InjectedProviderProbe,
  PageOutcome,
  RegistryPage,
  SearchOutcome,
  WalletCatalogDeps,
  WalletCatalogOptions,
  WalletEntry,
  WalletEntryKind,
  WalletRegistryError,
} from './types.js';
export { WalletCatalogStore } from './WalletCatalogStore.js';
