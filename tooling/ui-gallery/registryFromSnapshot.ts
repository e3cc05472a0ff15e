import type { WalletListing } from '../../ports/index.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The registry snapshot (services/api/data/wallets.json: `{ wallets: [...] }`, in rank order) as listings,
 * logos served from `imageBase`. Malformed entries are skipped.
 */
export const registryFromSnapshot = (snapshot: unknown, imageBase: string): WalletListing[] => {
  const wallets = isRecord(snapshot) && Array.isArray(snapshot.wallets) ? snapshot.wallets : [];
  const listings: WalletListing[] = [];
  for (const entry of wallets) {
    const id = isRecord(entry) ? text(entry.id) : undefined;
    const name = isRecord(entry) ? text(entry.name) : undefined;
    if (!isRecord(entry) || id === undefined || name === undefined) continue;
    const listing: Mutable<WalletListing> = { id, name, order: listings.length + 1 };
    const image = text(entry.image);
    if (image !== undefined) listing.image_url = `${imageBase}/${encodeURIComponent(image)}`;
    const rdns = text(entry.rdns);
    if (rdns !== undefined) listing.rdns = rdns;
    const homepage = text(entry.homepage);
    if (homepage !== undefined) listing.homepage = homepage;
    listings.push(listing);
  }
  return listings;
};
