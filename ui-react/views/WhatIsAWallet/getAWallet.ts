import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { safeLinkHref } from '../../components/safeUrls.js';

/** A wallet to get, with where to get it on this platform. */
export interface WalletToGet {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string;
  /** Where to get it, each through the URL policy: 'App Store', 'Google Play', 'Chrome Web Store' or 'Website'. */
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

const MOBILE_STORES = [
  ['app_store', 'App Store'],
  ['play_store', 'Google Play'],
] as const;
const DESKTOP_STORES = [['chrome_store', 'Chrome Web Store']] as const;

/**
 * The first `limit` wallets of the Connect list (the registry's top wallets, in its order) that can be got on this
 * platform: a phone gets the app stores, a desktop the browser extension store; the wallet's website when it
 * has no store link here. Installed wallets are left out (the visitor has them); links the URL policy refuses too.
 */
export function walletsToGet(entries: readonly WalletEntry[], isMobile: boolean, limit = 3): WalletToGet[] {
  const stores = isMobile ? MOBILE_STORES : DESKTOP_STORES;
  return entries
    .filter((entry) => !entry.installed && entry.listing !== undefined)
    .flatMap((entry): WalletToGet[] => {
      const listing = entry.listing;
      const fromStores = stores.flatMap(([key, label]) => {
        const href = safeLinkHref(listing?.[key]);
        return href === undefined ? [] : [{ label, href }];
      });
      const homepage = safeLinkHref(listing?.homepage);
      const links =
        fromStores.length > 0 ? fromStores : homepage ? [{ label: 'Website', href: homepage }] : [];
      if (links.length === 0) return [];
      return [
        { id: entry.id, name: entry.name, ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}), links },
      ];
    })
    .slice(0, limit);
}
