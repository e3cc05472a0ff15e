import type { ChainNamespace, ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { RECENT_WALLETS_LIMIT, type RecentWallet } from '../connections/index.js';
import { RECOMMENDED_COUNT } from './constants.js';
import { createExclusionMatcher } from './createExclusionMatcher.js';
import { createWalletIndex } from './createWalletIndex.js';
import { dedupeEntries, type EntrySection } from './dedupeEntries.js';
import { enrichEntry } from './enrichEntry.js';
import { isConnectorVisible, type VisibilityFacts } from './isConnectorVisible.js';
import { toWalletEntry } from './toWalletEntry.js';
import type { ConnectorTypeOrderKey, WalletEntry } from './types.js';
import { walletKeys } from './walletKeys.js';

export interface ConnectRowsInput {
  /** Every discovered connector, in discovery order. */
  readonly connectors: readonly ConnectorInfo[];
  readonly visibility: VisibilityFacts;
  /** WalletConnect is offered (options.enableWalletConnect). */
  readonly walletConnectEnabled: boolean;
  /** A live connection already goes through WalletConnect. */
  readonly walletConnectConnected: boolean;
  /** Newest first. */
  readonly recentWallets: readonly RecentWallet[];
  /** The featured wallets resolved through the registry, in the host's order. */
  readonly featured: readonly WalletListing[];
  readonly custom: readonly WalletListing[];
  /** The head of the registry, in registry order: candidates for the recommended rows. */
  readonly recommended: readonly WalletListing[];
  /** Every registry listing known so far, to link rows to their registry data. */
  readonly listings: readonly WalletListing[];
  /** Every section once (resolveConnectorTypeOrder). */
  readonly typeOrder: readonly ConnectorTypeOrderKey[];
  readonly excludeWalletIds: readonly string[];
  /**
   * The modal was opened for this namespace (SPEC §3 modal state): only its connectors are listed, and wallets
   * reached through WalletConnect only when a WalletConnect connector serves it. Undefined: every namespace.
   */
  readonly namespace?: ChainNamespace | undefined;
}

const direct = (info: ConnectorInfo) => info.type !== 'WALLET_CONNECT' && info.type !== 'AUTH';

/**
 * The Connect view's wallet rows (SPEC §2): sections in `typeOrder` — walletConnect (enabled, listed and not
 * already connected through), recent (at most RECENT_WALLETS_LIMIT), injected (INJECTED connectors, then
 * ANNOUNCED and MULTI_CHAIN ones), featured, custom, external (EXTERNAL connectors), recommended (the first
 * RECOMMENDED_COUNT registry wallets not shown above). Every row is linked to its live connector and listing
 * (the host's custom data first, then the registry's), hidden connectors (Browser Wallet rule) are left out,
 * excluded wallets are dropped, and each wallet appears once, in its first section. With a `namespace`, only
 * that namespace's connectors count (rows without one need WalletConnect in that namespace).
 */
export const buildConnectRows = (input: ConnectRowsInput): WalletEntry[] => {
  const { namespace } = input;
  const visible = input.connectors.filter(
    (info) =>
      isConnectorVisible(info, input.visibility) && (namespace === undefined || info.namespace === namespace),
  );
  const linkable = visible.filter(direct);
  const index = createWalletIndex(linkable, [...input.custom, ...input.listings]);
  const excluded = createExclusionMatcher(input.excludeWalletIds);
  const walletConnectServes = visible.some((info) => info.type === 'WALLET_CONNECT');
  const reachable = (entry: WalletEntry) =>
    namespace === undefined || entry.connectorId !== undefined || walletConnectServes;
  const prepare = (entries: readonly WalletEntry[]) =>
    entries
      .map((entry) => enrichEntry(entry, index))
      .filter((entry) => reachable(entry) && !excluded(entry, index));
  const fromConnectors = (types: readonly ConnectorInfo['type'][], kind: WalletEntry['kind']) =>
    prepare(
      linkable
        .filter((info) => types.includes(info.type))
        .map((connector) => toWalletEntry({ connector }, kind)),
    );
  const fromListings = (listings: readonly WalletListing[], kind: WalletEntry['kind']) =>
    prepare(listings.map((listing) => toWalletEntry({ listing }, kind)));

  const walletConnect =
    input.walletConnectEnabled && !input.walletConnectConnected
      ? visible
          .filter((info) => info.type === 'WALLET_CONNECT')
          .slice(0, 1)
          .map((connector) => toWalletEntry({ connector }, 'walletConnect'))
          .filter((entry) => !excluded(entry))
      : [];
  // A recent wallet that is the WalletConnect or auth connector itself is not a wallet row.
  const indirectKeys = new Set(
    input.connectors
      .filter((info) => !direct(info))
      .flatMap((info) => walletKeys(info.id, info.rdns, info.explorerId)),
  );
  const recent = prepare(
    input.recentWallets.map((wallet) => toWalletEntry({ recent: wallet }, 'recent')),
  ).filter((entry) => !walletKeys(entry.id, entry.rdns).some((key) => indirectKeys.has(key)));

  const sections: Record<ConnectorTypeOrderKey, EntrySection> = {
    walletConnect: { entries: walletConnect },
    recent: { entries: recent, limit: RECENT_WALLETS_LIMIT },
    injected: {
      entries: [
        ...fromConnectors(['INJECTED'], 'injected'),
        ...fromConnectors(['ANNOUNCED', 'MULTI_CHAIN'], 'announced'),
      ],
    },
    featured: { entries: fromListings(input.featured, 'featured') },
    custom: { entries: fromListings(input.custom, 'custom') },
    external: { entries: fromConnectors(['EXTERNAL'], 'external') },
    recommended: { entries: fromListings(input.recommended, 'recommended'), limit: RECOMMENDED_COUNT },
  };
  return dedupeEntries(input.typeOrder.map((key) => sections[key]));
};
