import type { WalletIndex } from './createWalletIndex.js';
import { isInstalledConnector } from './isInstalledConnector.js';
import type { WalletEntry } from './types.js';
import { walletKeys } from './walletKeys.js';

/**
 * Links a row to what else is known of the same wallet: the live connector that can connect it (then it is
 * installed when that connector is injected / announced) and its registry listing (deep links). The row
 * keeps its kind and name; it takes the registry id when a listing is found, and the connector's image,
 * else its own, else the registry's.
 */
export const enrichEntry = (entry: WalletEntry, index: WalletIndex): WalletEntry => {
  const own = walletKeys(entry.connectorId, entry.id, entry.rdns, entry.listing?.id, entry.listing?.rdns);
  const connector = index.connector(entry.connectorId) ?? index.connectorFor(own);
  const listing =
    entry.listing ??
    index.listingFor(walletKeys(...own, connector?.id, connector?.rdns, connector?.explorerId));
  const imageUrl = connector?.imageUrl || entry.imageUrl || listing?.image_url || undefined;
  const rdns = entry.rdns || connector?.rdns || listing?.rdns || undefined;
  return {
    id: listing?.id ?? entry.id,
    name: entry.name,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(rdns === undefined ? {} : { rdns }),
    kind: entry.kind,
    ...(connector === undefined ? {} : { connectorId: connector.id }),
    installed: connector !== undefined && isInstalledConnector(connector),
    ...(listing === undefined ? {} : { listing }),
  };
};
