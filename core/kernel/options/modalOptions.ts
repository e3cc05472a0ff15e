import type { ChainNamespace, Network, PreferredAccountType, WalletListing } from '../../../ports/index.js';

/** SPEC §1 social login providers, in their default order. */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The on/off features of SPEC §1. */
export const FEATURE_FLAGS = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type Features = { readonly [K in FeatureFlag]: boolean } & {
  /**
   * Social providers offered for login, in display order; empty turns social login off.
   * @default every provider: google, github, apple, facebook, x, discord, farcaster
   */
  readonly socials: readonly SocialProvider[];
};

/** Features as the host gives them: any subset; undefined means "use the default". */
export type FeaturesInput = { readonly [K in keyof Features]?: Features[K] | undefined };

/** SPEC §1 feature defaults. */
export const DEFAULT_FEATURES: Features = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: Object.freeze([...SOCIAL_PROVIDERS]),
});

/** SPEC §1 wallet action order. */
export const WALLET_ACTION_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletAction = (typeof WALLET_ACTION_ORDER)[number];

/** Namespaces that have a preferred account type (SPEC §6). */
export type AccountTypeNamespace = Exclude<ChainNamespace, 'cosmos'>;
export type DefaultAccountTypes = { readonly [N in AccountTypeNamespace]: PreferredAccountType };

/** Per-namespace overrides of the preferred account type; undefined means "use the default". */
export type DefaultAccountTypesInput = {
  readonly [N in AccountTypeNamespace]?: PreferredAccountType | undefined;
};

/** SPEC §6 preferred account type defaults. */
export const DEFAULT_ACCOUNT_TYPES: DefaultAccountTypes = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
});

/** Account types each namespace supports (SPEC §4: eoa, smartAccount, and payment for bip122). */
export const ACCOUNT_TYPES_BY_NAMESPACE: {
  readonly [N in AccountTypeNamespace]: readonly PreferredAccountType[];
} = Object.freeze({
  eip155: Object.freeze(['eoa', 'smartAccount'] as const),
  solana: Object.freeze(['eoa'] as const),
  polkadot: Object.freeze(['eoa'] as const),
  bip122: Object.freeze(['payment'] as const),
});

/** SPEC §2: the Connect view's wallet sections (connector types), in their default order. */
export const CONNECTOR_TYPE_ORDER_KEYS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
/** A Connect view section (SPEC §2 "Connector type order"); announced wallets belong to 'injected'. */
export type ConnectorTypeOrderKey = (typeof CONNECTOR_TYPE_ORDER_KEYS)[number];

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export type ThemeVariables = Readonly<Record<string, string | number>>;

/** The host application's description, shown to wallets. */
export interface AppMetadata {
  /** Your app's name, as the wallet shows it beside the request. */
  readonly name: string;
  /** One line about your app, shown by wallets that have room for it. */
  readonly description: string;
  /** Your app's address (http/https); a sign-in message's page when the page has no `location`. */
  readonly url: string;
  /** URLs of your app's icons (http/https), the first one shown by most wallets; may be empty. */
  readonly icons: readonly string[];
}

/**
 * One of the host's own wallets (`customWallets`), as registry data (CONTRACTS §6 field names): listed in the
 * Connect view's "custom" section and reached through WalletConnect, on a phone through `mobile_link` (a
 * universal link or the app's scheme; the pairing uri is added as `wc?uri=…`).
 */
export type CustomWallet = Pick<
  WalletListing,
  | 'id'
  | 'name'
  | 'image_url'
  | 'rdns'
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'app_store'
  | 'play_store'
  | 'chrome_store'
  | 'homepage'
>;

/**
 * What the host passes to the modal (SPEC §1), before defaults. Every option is checked by `resolveModalOptions`:
 * a wrong value comes back as MODAL_OPTIONS_INVALID naming its field, never thrown and never ignored.
 */
export interface ModalOptionsInput<TSiwx = unknown, TSiweConfig = unknown> {
  /**
   * Your project's id: sent with every data-service request, analytics event and WalletConnect pairing. Required;
   * empty (after trimming) is refused with PROJECT_ID_NOT_CONFIGURED.
   */
  readonly projectId: string;
  /**
   * The networks the modal offers, the first one active until a wallet says otherwise. Required, at least one; no
   * CAIP-2 id twice. Take them from `latch/networks` (`mainnet`, `base`, `solana`, `latchDevnet()`…) rather than
   * writing them by hand.
   */
  readonly networks: readonly Network[];
  /**
   * The modal's features, any subset (SPEC §1); a feature left out keeps its default.
   * @default every feature on (swaps, onramp, receive, send, email, emailShowWallets, history, analytics,
   * allWallets, and every social provider in `socials`) except legalCheckbox, smartSessions, collapseWallets and pay
   */
  readonly features?: FeaturesInput | undefined;
  /**
   * Your app as wallets show it (WalletConnect's pairing, sign-in messages' page when there is no `location`).
   * @default none: WalletConnect then describes the app as `{ name: 'Latch', description: 'Connect a wallet',
   * url: 'http://localhost', icons: [] }`
   */
  readonly metadata?: AppMetadata | undefined;
  /**
   * Wallet registry ids (reverse-domain, e.g. `'io.metamask'`) never listed in the modal.
   * @default []
   */
  readonly excludeWalletIds?: readonly string[] | undefined;
  /**
   * The host's own wallets, shown in the Connect view's "custom" section.
   * @default []
   */
  readonly customWallets?: readonly CustomWallet[] | undefined;
  /**
   * The account type each namespace's embedded wallet creates (SPEC §6); only the defaults are built so far, any
   * other value is refused with MODAL_OPTION_NOT_SUPPORTED.
   * @default { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' }
   */
  readonly defaultAccountTypes?: DefaultAccountTypesInput | undefined;
  /**
   * Your terms and conditions (http/https), linked under the Connect view (and by `features.legalCheckbox`).
   * @default none: no terms link
   */
  readonly termsConditionsUrl?: string | undefined;
  /**
   * Your privacy policy (http/https), linked under the Connect view (and by `features.legalCheckbox`).
   * @default none: no privacy link
   */
  readonly privacyPolicyUrl?: string | undefined;
  /**
   * The modal's palette, `'dark'` or `'light'`; changeable while the page runs (`useLatchTheme`).
   * @default 'dark'
   */
  readonly themeMode?: ThemeMode | undefined;
  /**
   * CSS custom properties laid over the palette (`{ '--latch-accent': '#3b82f6' }`; see `THEME_VARIABLES` in
   * `@latch/react` for the names).
   * @default {}
   */
  readonly themeVariables?: ThemeVariables | undefined;
  /**
   * The legacy sign-in config (SIWE), mapped onto `siwx`; never together with `siwx` (SPEC §1:
   * MODAL_OPTIONS_SIWX_CONFLICT).
   * @default none: no sign-in
   */
  readonly siweConfig?: TSiweConfig | undefined;
  /**
   * Sign-in (CONTRACTS §5 SiwxConfig): asked after connect, sessions kept by the host's config.
   * @default none: no sign-in
   */
  readonly siwx?: TSiwx | undefined;
  /**
   * true: a wallet on a network that is not configured is left there, without the UnsupportedChain view (SPEC §4).
   * @default false
   */
  readonly allowUnsupportedChain?: boolean | undefined;
  /**
   * false: no network switching — no network chip in Account, no UnsupportedChain view (SPEC §4).
   * @default true
   */
  readonly enableNetworkSwitch?: boolean | undefined;
  /**
   * Connect view sections listed here come first, in this order; the others follow in the SPEC §2 order
   * (walletConnect, recent, injected, featured, custom, external, recommended).
   * @default []
   */
  readonly connectorTypeOrder?: readonly ConnectorTypeOrderKey[] | undefined;
  /**
   * Base URL of the data service (http/https): the wallet registry, balances, names, history, analytics and the
   * RPC proxy of the SPEC §7 chains.
   * @default none: the modal lists only the wallets found on the page, those reads show as unavailable, and
   * analytics events go to the logger
   */
  readonly dataServiceUrl?: string | undefined;
  /**
   * WalletConnect relay URL (ws/wss).
   * @default none: WalletConnect (QR code, mobile wallets) is not offered
   */
  readonly relayUrl?: string | undefined;
  /**
   * RPC endpoint overrides keyed by CAIP-2 network id (http/https), e.g. `{ 'eip155:1': 'https://…' }`.
   * @default {}: each network's own `rpcUrls.default`
   */
  readonly rpcUrls?: Readonly<Record<string, string>> | undefined;
}

/** Checked options with every default filled in. */
export interface ResolvedModalOptions<TSiwx = unknown, TSiweConfig = unknown> {
  readonly projectId: string;
  readonly networks: readonly [Network, ...Network[]];
  readonly features: Features;
  readonly metadata?: AppMetadata;
  readonly excludeWalletIds: readonly string[];
  readonly customWallets: readonly CustomWallet[];
  readonly defaultAccountTypes: DefaultAccountTypes;
  readonly termsConditionsUrl?: string;
  readonly privacyPolicyUrl?: string;
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  readonly siweConfig?: TSiweConfig;
  readonly siwx?: TSiwx;
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  /** The host's override as given (checked); the catalog puts the other sections after it. */
  readonly connectorTypeOrder: readonly ConnectorTypeOrderKey[];
  readonly dataServiceUrl?: string;
  readonly relayUrl?: string;
  readonly rpcUrls: Readonly<Record<string, string>>;
}
