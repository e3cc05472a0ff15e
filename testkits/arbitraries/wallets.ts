import fc from 'fast-check';
import { CONNECTOR_TYPE_ORDER_KEYS } from '../../core/kernel/options/index.js';
import type { ConnectorInfo, ConnectorType, WalletListing } from '../../ports/index.js';

/**
 * Reusable fast-check arbitraries for the wallet catalog (SPEC §2, §9; CONTRACTS §6): registries of
 * listings with reverse-domain ids, connectors that match them (by rdns, explorerId or id) or not, recent
 * wallets, exclusion lists in any casing, and connector type orders.
 */

/** The Connect view's sections (SPEC §2), from the options they are set by. */
export { CONNECTOR_TYPE_ORDER_KEYS };
export type ConnectorTypeOrderKeyArb = (typeof CONNECTOR_TYPE_ORDER_KEYS)[number];

const TLDS = ['io', 'com', 'app', 'me', 'xyz'] as const;
/** A few shared names, so several wallets can carry the same name (exclusion by name). */
const SHARED_NAMES = ['Wallet', 'Vault', 'Safe Keys'] as const;

/** Lower-case labels of `min`..`max` letters. */
const labelArb = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength, maxLength });

const SHORT_LABEL = labelArb(3, 6);

/** A reverse-domain wallet id such as `io.abcde`. */
export const walletIdArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...TLDS), labelArb(3, 8))
  .map(([tld, label]) => `${tld}.${label}`);

const nameFor = (id: string): string => {
  const label = id.split('.')[1] ?? id;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
};

/** A registry entry for `id`: its own or a shared name, usually an rdns equal to the id, an image. */
export const walletListingArb = (id: string): fc.Arbitrary<WalletListing> =>
  fc
    .record({
      name: fc.oneof({ arbitrary: fc.constant(nameFor(id)), weight: 4 }, fc.constantFrom(...SHARED_NAMES)),
      hasRdns: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
      hasImage: fc.boolean(),
    })
    .map(({ name, hasRdns, hasImage }) => ({
      id,
      name,
      ...(hasRdns ? { rdns: id } : {}),
      ...(hasImage ? { image_url: `https://img.latch.test/${id}.webp` } : {}),
      mobile_link: `${id.replace('.', '')}://`,
    }));

/** A registry in ranking order: unique ids. */
export const walletRegistryArb = (
  constraints: { readonly minLength?: number; readonly maxLength?: number } = {},
): fc.Arbitrary<WalletListing[]> =>
  fc
    .uniqueArray(walletIdArb, {
      minLength: constraints.minLength ?? 0,
      maxLength: constraints.maxLength ?? 30,
    })
    .chain((ids) => fc.tuple(...ids.map(walletListingArb)))
    .map((listings) => [...listings]);

const LINKABLE_TYPES: readonly ConnectorType[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN', 'EXTERNAL'];

/** How a connector points at its registry entry. */
type Link = 'rdns' | 'explorerId' | 'id' | 'second-namespace';

const linkedConnector = (listing: WalletListing, type: ConnectorType, link: Link, image: boolean) => {
  const base = {
    name: listing.name,
    type,
    namespace: link === 'second-namespace' ? ('solana' as const) : ('eip155' as const),
    ...(image ? { imageUrl: `data:image/svg+xml,${listing.id}` } : {}),
  };
  switch (link) {
    case 'rdns':
      return { ...base, id: `${listing.id}.connector`, rdns: listing.id };
    case 'explorerId':
      return { ...base, id: `${listing.id}.connector`, explorerId: listing.id };
    case 'id':
      return { ...base, id: listing.id };
    case 'second-namespace':
      return { ...base, id: `${listing.id}.solana`, rdns: listing.id };
  }
};

/**
 * Connectors for a registry: some registry wallets installed / external (linked by rdns, explorerId, id,
 * or as a second-namespace connector of the same wallet), wallets unknown to the registry, and optionally
 * the generic Browser Wallet, a WalletConnect and an auth connector. Ids are unique.
 */
export const connectorsArb = (registry: readonly WalletListing[]): fc.Arbitrary<ConnectorInfo[]> => {
  const linked: fc.Arbitrary<{ listing: WalletListing; type: ConnectorType; link: Link; image: boolean }[]> =
    registry.length === 0
      ? fc.constant([])
      : fc.array(
          fc.record({
            listing: fc.constantFrom(...registry),
            type: fc.constantFrom(...LINKABLE_TYPES),
            link: fc.constantFrom<Link>('rdns', 'explorerId', 'id', 'second-namespace'),
            image: fc.boolean(),
          }),
          { maxLength: 6 },
        );
  const unknown = fc.array(
    fc.record({
      label: SHORT_LABEL,
      type: fc.constantFrom(...LINKABLE_TYPES),
      rdns: fc.boolean(),
    }),
    { maxLength: 3 },
  );
  return fc
    .record({
      linked,
      unknown,
      browserWallet: fc.constantFrom('none', 'plain', 'with-rdns'),
      walletConnect: fc.boolean(),
      auth: fc.boolean(),
    })
    .map(({ linked: links, unknown: others, browserWallet, walletConnect, auth }) => {
      const infos: ConnectorInfo[] = [
        ...links.map(({ listing, type, link, image }) => linkedConnector(listing, type, link, image)),
        ...others.map(({ label, type, rdns }) => ({
          id: `org.unknown${label}`,
          name: `Unknown ${label}`,
          type,
          namespace: 'eip155' as const,
          ...(rdns ? { rdns: `org.unknown${label}` } : {}),
        })),
        ...(browserWallet === 'none'
          ? []
          : [
              {
                id: 'injected',
                name: 'Browser Wallet',
                type: 'INJECTED' as const,
                namespace: 'eip155' as const,
                ...(browserWallet === 'with-rdns' ? { rdns: 'org.inappbrowser' } : {}),
              },
            ]),
        ...(walletConnect
          ? [
              {
                id: 'walletConnect',
                name: 'WalletConnect',
                type: 'WALLET_CONNECT' as const,
                namespace: 'eip155' as const,
              },
            ]
          : []),
        ...(auth ? [{ id: 'auth', name: 'Email', type: 'AUTH' as const, namespace: 'eip155' as const }] : []),
      ];
      const seen = new Set<string>();
      return infos.filter((info) => !seen.has(info.id) && seen.add(info.id));
    });
};

/** Recent wallets (newest first, unique ids, up to 3 so the limit of 2 is exercised). */
export const recentWalletsArb = (
  registry: readonly WalletListing[],
  connectors: readonly ConnectorInfo[],
): fc.Arbitrary<{ id: string; name: string; imageUrl?: string }[]> => {
  const ids = [...registry.map((listing) => listing.id), ...connectors.map((info) => info.id)];
  const idArb =
    ids.length === 0 ? walletIdArb : fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, walletIdArb);
  return fc
    .uniqueArray(idArb, { maxLength: 3 })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((id) =>
          fc.record(
            {
              id: fc.constant(id),
              name: fc.constant(nameFor(id)),
              imageUrl: fc.constant(`https://img.latch.test/recent/${id}`),
            },
            { requiredKeys: ['id', 'name'] },
          ),
        ),
      ),
    )
    .map((wallets) => [...wallets]);
};

const anyCase = (value: string): fc.Arbitrary<string> =>
  fc.constantFrom(value, value.toUpperCase(), value.toLowerCase(), ` ${value} `);

/** Exclusions drawn from the wallets' ids, rdns and names (any casing), plus values matching nothing. */
export const excludeWalletIdsArb = (
  registry: readonly WalletListing[],
  connectors: readonly ConnectorInfo[],
): fc.Arbitrary<string[]> => {
  const values = [
    ...registry.flatMap((listing) => [listing.id, listing.name, listing.rdns ?? listing.id]),
    ...connectors.flatMap((info) => [info.name, info.rdns ?? info.id]),
  ];
  const pick = values.length === 0 ? fc.constant('org.nothing') : fc.constantFrom(...values).chain(anyCase);
  return fc.array(fc.oneof({ arbitrary: pick, weight: 4 }, fc.constant('org.nothing')), { maxLength: 4 });
};

/** A host override of the section order: any subset, any order, possibly with repeats. */
export const connectorTypeOrderArb: fc.Arbitrary<ConnectorTypeOrderKeyArb[]> = fc
  .tuple(
    fc.shuffledSubarray([...CONNECTOR_TYPE_ORDER_KEYS]),
    fc.array(fc.constantFrom(...CONNECTOR_TYPE_ORDER_KEYS), { maxLength: 2 }),
  )
  .map(([subset, repeats]) => [...subset, ...repeats]);

/** Everything the Connect / AllWallets builders take, consistent with one registry. */
export interface CatalogScenario {
  readonly registry: WalletListing[];
  readonly connectors: ConnectorInfo[];
  readonly recentWallets: { id: string; name: string; imageUrl?: string }[];
  readonly featuredWalletIds: string[];
  readonly customWallets: WalletListing[];
  readonly excludeWalletIds: string[];
  readonly connectorTypeOrder: ConnectorTypeOrderKeyArb[];
  readonly mobile: boolean;
  readonly injectedProviderPresent: boolean | undefined;
  readonly walletConnectConnected: boolean;
}

export const catalogScenarioArb = (
  constraints: { readonly minRegistry?: number; readonly maxRegistry?: number } = {},
): fc.Arbitrary<CatalogScenario> =>
  walletRegistryArb({
    minLength: constraints.minRegistry ?? 0,
    maxLength: constraints.maxRegistry ?? 30,
  }).chain((registry) =>
    connectorsArb(registry).chain((connectors) =>
      fc.record({
        registry: fc.constant(registry),
        connectors: fc.constant(connectors),
        recentWallets: recentWalletsArb(registry, connectors),
        featuredWalletIds:
          registry.length === 0
            ? fc.constant([])
            : fc.uniqueArray(
                fc.oneof(fc.constantFrom(...registry.map((listing) => listing.id)), walletIdArb),
                {
                  maxLength: 4,
                },
              ),
        customWallets: fc
          .uniqueArray(
            fc.oneof(
              SHORT_LABEL.map((label) => `dev.custom${label}`),
              ...(registry.length === 0 ? [] : [fc.constantFrom(...registry.map((listing) => listing.id))]),
            ),
            { maxLength: 2 },
          )
          .map((ids) => ids.map((id) => ({ id, name: nameFor(id), homepage: `https://${id}.test` }))),
        excludeWalletIds: excludeWalletIdsArb(registry, connectors),
        connectorTypeOrder: connectorTypeOrderArb,
        mobile: fc.boolean(),
        injectedProviderPresent: fc.constantFrom(true, false, undefined),
        walletConnectConnected: fc.boolean(),
      }),
    ),
  );

/** Search texts that often match registry names (a slice of one), sometimes nothing, sometimes blank. */
export const walletSearchArb = (registry: readonly WalletListing[]): fc.Arbitrary<string> => {
  const names = registry.map((listing) => listing.name);
  const fromName =
    names.length === 0
      ? fc.constant('zzz')
      : fc
          .tuple(fc.constantFrom(...names), fc.nat(), fc.nat())
          .map(([name, a, b]) =>
            name.slice(a % name.length, Math.max((a % name.length) + 1, b % (name.length + 1))),
          );
  return fc.oneof({ arbitrary: fromName, weight: 4 }, fc.constantFrom('', '   ', 'zzz'));
};
