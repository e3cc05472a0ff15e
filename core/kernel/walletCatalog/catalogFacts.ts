import type { ChainNamespace, ConnectorInfo, GetWalletsRequest, Platform } from '../../../ports/index.js';
import type { Connection } from '../connections/index.js';
import { ALL_WALLETS_PAGE_SIZE } from './constants.js';
import type { VisibilityFacts } from './isConnectorVisible.js';
import type { ResolvedCatalogOptions } from './resolveCatalogOptions.js';
import type { InjectedProviderProbe } from './types.js';

/** A connector of a wallet itself (not WalletConnect's, not the embedded wallet's). */
const direct = (info: ConnectorInfo) => info.type !== 'WALLET_CONNECT' && info.type !== 'AUTH';

/** A WalletConnect connector serves `namespace` (any namespace when undefined). */
export const walletConnectServes = (
  connectors: readonly ConnectorInfo[],
  namespace: ChainNamespace | undefined,
): boolean =>
  connectors.some(
    (info) => info.type === 'WALLET_CONNECT' && (namespace === undefined || info.namespace === namespace),
  );

/** A wallet is connected through WalletConnect. */
export const walletConnectConnected = (connections: ReadonlyMap<ChainNamespace, Connection>): boolean =>
  [...connections.values()].some((connection) => connection.connector.type === 'WALLET_CONNECT');

/** What the platform says about connector visibility (see isConnectorVisible). */
export const visibilityOf = (platform: Platform & InjectedProviderProbe): VisibilityFacts => ({
  mobile: platform.isMobile(),
  injectedProviderPresent: platform.hasInjectedProvider?.(),
});

/** The registry request of AllWallets page `page` (ALL_WALLETS_PAGE_SIZE), with the options' exclusions and chains. */
export function registryRequest(
  page: number,
  options: Pick<ResolvedCatalogOptions, 'excludeWalletIds' | 'chains'>,
): GetWalletsRequest {
  const { excludeWalletIds, chains } = options;
  return {
    page,
    entries: ALL_WALLETS_PAGE_SIZE,
    ...(excludeWalletIds.length > 0 ? { exclude: excludeWalletIds } : {}),
    ...(chains === undefined ? {} : { chains }),
  };
}

/** Registry ids worth looking up: featured, recent and installed wallets (each once, sorted). */
export function wantedRegistryIds(args: {
  readonly featured: readonly string[];
  readonly recent: readonly { readonly id: string }[];
  readonly connectors: readonly ConnectorInfo[];
}): string[] {
  const ids = [
    ...args.featured,
    ...args.recent.map((wallet) => wallet.id),
    ...args.connectors.filter(direct).flatMap((info) => [info.explorerId ?? '', info.rdns ?? '']),
  ];
  return [...new Set(ids.filter((id) => id.trim() !== ''))].sort();
}
