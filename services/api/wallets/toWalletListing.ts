import type { WalletListing } from '../../../ports/index.js';
import type { RegistryWallet } from './loadWalletRegistry.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Hosts of app and extension stores: a registry "browser" link there is a store page, not a web wallet. */
const STORE_HOSTS: ReadonlySet<string> = new Set([
  'chrome.google.com',
  'chromewebstore.google.com',
  'addons.mozilla.org',
  'microsoftedge.microsoft.com',
  'addons.opera.com',
  'apps.apple.com',
  'play.google.com',
]);

/**
 * The registry's "browser" link when it is a web wallet's page (the modal opens it on the pairing uri as
 * `<link>wc?uri=…`); a store page or a value that is no URL is left out.
 */
export const webAppLink = (browser: string | null): string | null => {
  const link = browser?.trim() ?? '';
  if (!URL.canParse(link)) return null;
  return STORE_HOSTS.has(new URL(link).hostname.toLowerCase()) ? null : link;
};

/**
 * A registry entry in the listing shape of GET /getWallets (CONTRACTS §6): links under the reference's
 * names, the logo served by this service (`<imageBaseUrl>/<id>.webp`), `order` = rank from 1. Empty
 * links are left out, and so is a web-app link that is a store page (`webAppLink`).
 */
export const toWalletListing = (
  wallet: RegistryWallet,
  rank: number,
  imageBaseUrl: string,
): WalletListing => {
  const listing: Mutable<WalletListing> = { id: wallet.id, name: wallet.name, order: rank };
  const set = (
    key: Exclude<keyof WalletListing, 'id' | 'name' | 'order' | 'injected'>,
    value: string | null | undefined,
  ) => {
    if (value !== null && value !== undefined && value !== '') listing[key] = value;
  };
  if (wallet.image !== null) {
    set('image_id', wallet.id);
    set('image_url', `${imageBaseUrl}/${encodeURIComponent(wallet.image)}`);
  }
  set('rdns', wallet.rdns);
  set('homepage', wallet.homepage);
  set('mobile_link', wallet.mobile.native ?? wallet.mobile.universal);
  set('desktop_link', wallet.desktop.native ?? wallet.desktop.universal);
  set('webapp_link', webAppLink(wallet.app.browser ?? null));
  set('app_store', wallet.app.ios);
  set('play_store', wallet.app.android);
  set('chrome_store', wallet.app.chrome);
  return listing;
};
