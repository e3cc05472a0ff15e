import { CONNECTOR_TYPE_ORDER_KEYS } from '../options/index.js';
import type { ConnectMethod, ConnectorTypeOrderKey } from './types.js';

/** SPEC §9 / CONTRACTS §6: the AllWallets list is fetched in pages of 40. */
export const ALL_WALLETS_PAGE_SIZE = 40;

/** SPEC §9: 4 recommended wallets. */
export const RECOMMENDED_COUNT = 4;

/** SPEC §9: a wallet search shows at most 100 results. */
export const WALLET_SEARCH_LIMIT = 100;

/** SPEC §2: the Connect view's wallet sections, in their default order. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderKey[] = Object.freeze([
  ...CONNECTOR_TYPE_ORDER_KEYS,
]);

/** SPEC §2: when an injected or announced wallet is visible, wallets come first. */
export const WALLET_FIRST_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = Object.freeze([
  'wallet',
  'email',
  'social',
] as const);

/**
 * The "default list (not shown)" of SPEC §2, when no browser wallet is visible. Our reading: the reference
 * product's default, email then social then wallet, so a visitor without a browser wallet sees the logins
 * that need no wallet first.
 */
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = Object.freeze([
  'email',
  'social',
  'wallet',
] as const);

/** The name of the generic INJECTED connector (a legacy `window.ethereum` no announcement covers). */
export const BROWSER_WALLET_NAME = 'Browser Wallet';

/**
 * How long a registry answer (a page, a search, an id lookup) is reused. Not in the SPEC: the registry is a
 * slowly changing list, so ten minutes saves refetching while the modal is reopened.
 */
export const WALLET_REGISTRY_TTL_MS = 600_000;

/** At most this many registry answers are cached (least recently used dropped first). */
export const WALLET_REGISTRY_CACHE_ENTRIES = 64;
