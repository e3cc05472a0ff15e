import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { isInstalledConnector } from './isInstalledConnector.js';
import { walletKeys } from './walletKeys.js';

/** Finds the live connector and the registry data of a wallet by its identity keys. */
export interface WalletIndex {
  /** The indexed connector with this id. */
  connector(id: string | undefined): ConnectorInfo | undefined;
  /** The first connector sharing one of `keys` (installed connectors before external ones). */
  connectorFor(keys: readonly string[]): ConnectorInfo | undefined;
  /** The first listing sharing one of `keys`. */
  listingFor(keys: readonly string[]): WalletListing | undefined;
}

const byKey = <T>(items: readonly T[], keysOf: (item: T) => readonly string[]): Map<string, T> => {
  const map = new Map<string, T>();
  for (const item of items) for (const key of keysOf(item)) if (!map.has(key)) map.set(key, item);
  return map;
};

const firstOf = <T>(map: ReadonlyMap<string, T>, keys: readonly string[]): T | undefined => {
  for (const key of keys) {
    const found = map.get(key);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * Indexes the connectors that can connect a wallet directly (the caller passes the visible ones, without
 * WalletConnect) and the registry listings known so far, by id, rdns and explorerId.
 */
export const createWalletIndex = (
  connectors: readonly ConnectorInfo[],
  listings: readonly WalletListing[],
): WalletIndex => {
  const ordered = [
    ...connectors.filter(isInstalledConnector),
    ...connectors.filter((info) => !isInstalledConnector(info)),
  ];
  const ids = new Map(ordered.map((info) => [info.id, info] as const));
  const connectorKeys = byKey(ordered, (info) => walletKeys(info.id, info.rdns, info.explorerId));
  const listingKeys = byKey(listings, (listing) => walletKeys(listing.id, listing.rdns));
  return {
    connector: (id) => (id === undefined ? undefined : ids.get(id)),
    connectorFor: (keys) => firstOf(connectorKeys, keys),
    listingFor: (keys) => firstOf(listingKeys, keys),
  };
};
