import { describe, expect, it } from 'vitest';
import * as wallets from './index.js';

describe('core/kernel/walletCatalog entry point', () => {
  it('exports exactly this runtime API', () => {
    expect(Object.keys(wallets).sort()).toEqual([
      'ALL_WALLETS_PAGE_SIZE',
      'BROWSER_WALLET_NAME',
      'DEFAULT_CONNECTOR_TYPE_ORDER',
      'DEFAULT_CONNECT_METHOD_ORDER',
      'RECOMMENDED_COUNT',
      'SOCIAL_BUTTONS',
      'SOCIAL_PROVIDERS',
      'WALLET_FIRST_CONNECT_METHOD_ORDER',
      'WALLET_REGISTRY_CACHE_ENTRIES',
      'WALLET_REGISTRY_TTL_MS',
      'WALLET_SEARCH_LIMIT',
      'WalletCatalogStore',
      'buildAllWalletsItems',
      'buildConnectRows',
      'buildSearchResults',
      'createLazyRegistryFetcher',
      'createRegistryFetcher',
      'createWalletCatalogStore',
      'isBrowserWallet',
      'isConnectorVisible',
      'isRetryableRegistryFailure',
      'mapRegistryFailure',
      'matchesWalletQuery',
      'offeredSocialProviders',
      'resolveCatalogOptions',
      'resolveConnectMethods',
      'resolveConnectorTypeOrder',
      'shouldCollapseWallets',
      'socialRowProviders',
      'splitSocialRow',
    ]);
  });
});
