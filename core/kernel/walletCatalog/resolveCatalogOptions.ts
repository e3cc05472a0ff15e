import type { WalletListing } from '../../../ports/index.js';
import { DEFAULT_FEATURES } from '../options/index.js';
import { resolveConnectorTypeOrder } from './resolveConnectorTypeOrder.js';
import type { ConnectorTypeOrderKey, WalletCatalogOptions } from './types.js';

/** The catalog's options with every default filled in. */
export interface ResolvedCatalogOptions {
  readonly features: NonNullable<WalletCatalogOptions['features']>;
  readonly enableWalletConnect: boolean;
  readonly featuredWalletIds: readonly string[];
  readonly customWallets: readonly WalletListing[];
  readonly excludeWalletIds: readonly string[];
  /** Every section once: the host's override first (resolveConnectorTypeOrder). */
  readonly typeOrder: readonly ConnectorTypeOrderKey[];
  readonly chains: readonly string[] | undefined;
}

/** Fills the defaults: SPEC §1 features, WalletConnect on, nothing featured, custom or excluded. */
export const resolveCatalogOptions = (options: WalletCatalogOptions = {}): ResolvedCatalogOptions => ({
  features: options.features ?? DEFAULT_FEATURES,
  enableWalletConnect: options.enableWalletConnect ?? true,
  featuredWalletIds: options.featuredWalletIds ?? [],
  customWallets: options.customWallets ?? [],
  excludeWalletIds: options.excludeWalletIds ?? [],
  typeOrder: resolveConnectorTypeOrder(options.connectorTypeOrder),
  chains: options.chains,
});
