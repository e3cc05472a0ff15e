import type { ChainNamespace } from '../network.js';
import type { Abortable } from './abortable.js';

/** A wallet registry entry (CONTRACTS §6); wallets are data, never classes. */
export interface WalletListing {
  readonly id: string;
  readonly name: string;
  readonly image_id?: string;
  readonly image_url?: string;
  readonly rdns?: string;
  readonly mobile_link?: string;
  readonly desktop_link?: string;
  readonly webapp_link?: string;
  readonly app_store?: string;
  readonly play_store?: string;
  readonly chrome_store?: string;
  readonly homepage?: string;
  readonly injected?: readonly { readonly namespace: ChainNamespace; readonly injected_id: string }[];
  readonly order?: number;
}

export interface GetWalletsRequest extends Abortable {
  readonly page: number;
  readonly entries: number;
  readonly search?: string;
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  readonly chains?: readonly string[];
  readonly badge?: string;
}

export interface WalletRegistryApi {
  /** GET /getWallets */
  getWallets(
    request: GetWalletsRequest,
  ): Promise<{ readonly count: number; readonly data: readonly WalletListing[] }>;
}
