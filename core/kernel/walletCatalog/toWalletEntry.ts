import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import type { RecentWallet } from '../connections/index.js';
import { isInstalledConnector } from './isInstalledConnector.js';
import type { WalletEntry, WalletEntryKind } from './types.js';

/** What a row is made from: a live connector, registry (or custom) data, or a remembered recent wallet. */
export type WalletSource =
  | { readonly connector: ConnectorInfo }
  | { readonly listing: WalletListing }
  | { readonly recent: RecentWallet };

const present = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value : undefined;

const imageOf = (value: string | undefined): { readonly imageUrl?: string } => {
  const imageUrl = present(value);
  return imageUrl === undefined ? {} : { imageUrl };
};

const rdnsOf = (value: string | undefined): { readonly rdns?: string } => {
  const rdns = present(value);
  return rdns === undefined ? {} : { rdns };
};

/**
 * A row as its source describes it, before it is linked to other knowledge (enrichEntry): a connector row
 * points at its connector (installed for injected / announced ones) and takes the registry id the connector
 * names (explorerId), else the connector id; a listing row carries its listing; a recent row only what was
 * remembered.
 */
export const toWalletEntry = (source: WalletSource, kind: WalletEntryKind): WalletEntry => {
  if ('connector' in source) {
    const info = source.connector;
    return {
      id: present(info.explorerId) ?? info.id,
      name: info.name,
      ...imageOf(info.imageUrl),
      ...rdnsOf(info.rdns),
      kind,
      connectorId: info.id,
      installed: isInstalledConnector(info),
    };
  }
  if ('listing' in source) {
    const listing = source.listing;
    return {
      id: listing.id,
      name: listing.name,
      ...imageOf(listing.image_url),
      ...rdnsOf(listing.rdns),
      kind,
      installed: false,
      listing,
    };
  }
  const recent = source.recent;
  return { id: recent.id, name: recent.name, ...imageOf(recent.imageUrl), kind, installed: false };
};

/** The row of an installed wallet's live connector (injected or EIP-6963 announced). */
export const toInstalledEntry = (connector: ConnectorInfo): WalletEntry =>
  toWalletEntry({ connector }, connector.type === 'INJECTED' ? 'injected' : 'announced');
