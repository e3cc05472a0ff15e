/**
 * The product's analytics events as data: a name and, for most, a small flat record of properties.
 * Property values are JSON scalars; amounts are decimal strings, never floats.
 */

/**
 * How a wallet got connected (SPEC §4: mobile when a deep link was used, qrcode otherwise; browser for a wallet in
 * the page; email, social or farcaster for the embedded wallet's ways in).
 */
export type ConnectMethod = 'qrcode' | 'mobile' | 'browser' | 'email' | 'social' | 'farcaster';

/** The embedded wallet's ways in, as CONNECT_SUCCESS reports them. */
export type EmbeddedConnectMethod = Extract<ConnectMethod, 'email' | 'social' | 'farcaster'>;

/** Where a chosen wallet lives. */
export type WalletPlatform = 'mobile' | 'desktop' | 'browser' | 'web' | 'qrcode' | 'unsupported';

type NoProperties = Readonly<Record<never, never>>;

interface SendProperties {
  readonly network: string;
  readonly token: string;
  readonly amount: string;
  readonly isSmartAccount: boolean;
}

interface SwapProperties {
  readonly network: string;
  readonly swapFromToken: string;
  readonly swapToToken: string;
  readonly swapFromAmount: string;
  readonly swapToAmount: string;
  readonly isSmartAccount: boolean;
}

interface SiwxProperties {
  readonly network: string;
  readonly isSmartAccount: boolean;
}

/**
 * Every event and its properties. The names `event`, `type` and `address` are reserved for the
 * envelope and never appear here.
 */
export interface AnalyticsEventProperties {
  /** Never sent (SPEC §7); kept so callers can report it uniformly. */
  MODAL_CREATED: NoProperties;
  MODAL_OPEN: { readonly connected: boolean };
  MODAL_CLOSE: { readonly connected: boolean };
  CONNECT_SUCCESS: { readonly method: ConnectMethod; readonly name: string };
  CONNECT_ERROR: { readonly message: string };
  SELECT_WALLET: { readonly name: string; readonly platform: WalletPlatform };
  CLICK_ALL_WALLETS: NoProperties;
  CLICK_GET_WALLET: NoProperties;
  DISCONNECT_SUCCESS: NoProperties;
  DISCONNECT_ERROR: NoProperties;
  SWITCH_NETWORK: { readonly network: string };
  CLICK_NETWORKS: NoProperties;
  EMAIL_LOGIN_SELECTED: NoProperties;
  EMAIL_SUBMITTED: NoProperties;
  SOCIAL_LOGIN_STARTED: { readonly provider: string };
  SOCIAL_LOGIN_SUCCESS: { readonly provider: string };
  SOCIAL_LOGIN_ERROR: { readonly provider: string };
  SET_PREFERRED_ACCOUNT_TYPE: { readonly accountType: string; readonly network: string };
  OPEN_SEND: { readonly network: string; readonly isSmartAccount: boolean };
  SEND_INITIATED: SendProperties;
  SEND_SUCCESS: SendProperties;
  SEND_ERROR: SendProperties & { readonly message: string };
  OPEN_SWAP: { readonly network: string; readonly isSmartAccount: boolean };
  SWAP_INITIATED: SwapProperties;
  SWAP_SUCCESS: SwapProperties;
  SWAP_ERROR: SwapProperties & { readonly message: string };
  SELECT_BUY_CRYPTO: { readonly isSmartAccount: boolean };
  SELECT_BUY_PROVIDER: { readonly provider: string };
  ONRAMP_URL_OPENED: { readonly provider: string; readonly network: string };
  ONRAMP_OPTIONS_FALLBACK: NoProperties;
  ONRAMP_QUOTE_FALLBACK: NoProperties;
  OPEN_REGISTER_NAME: { readonly isSmartAccount: boolean };
  REGISTER_NAME_INITIATED: { readonly name: string; readonly isSmartAccount: boolean };
  REGISTER_NAME_SUCCESS: { readonly name: string; readonly isSmartAccount: boolean };
  REGISTER_NAME_ERROR: { readonly name: string; readonly isSmartAccount: boolean; readonly message: string };
  CLICK_SIGN_SIWX_MESSAGE: SiwxProperties;
  CLICK_CANCEL_SIWX: SiwxProperties;
  SIWX_AUTH_SUCCESS: SiwxProperties;
  SIWX_AUTH_ERROR: SiwxProperties & { readonly message: string };
  ERROR_FETCH_TRANSACTIONS: { readonly network: string; readonly cursor: string };
}

export type AnalyticsEventName = keyof AnalyticsEventProperties;

/** One event to track: `{ event: 'CLICK_NETWORKS' }` or `{ event: 'MODAL_OPEN', properties: { connected } }`. */
export type AnalyticsEvent = {
  [K in AnalyticsEventName]: keyof AnalyticsEventProperties[K] extends never
    ? { readonly event: K }
    : { readonly event: K; readonly properties: AnalyticsEventProperties[K] };
}[AnalyticsEventName];

/** Every event name, in declaration order (for validation and for tests). */
export const ANALYTICS_EVENT_NAMES = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'SELECT_WALLET',
  'CLICK_ALL_WALLETS',
  'CLICK_GET_WALLET',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'CLICK_NETWORKS',
  'EMAIL_LOGIN_SELECTED',
  'EMAIL_SUBMITTED',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'OPEN_SEND',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'OPEN_SWAP',
  'SWAP_INITIATED',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SELECT_BUY_CRYPTO',
  'SELECT_BUY_PROVIDER',
  'ONRAMP_URL_OPENED',
  'ONRAMP_OPTIONS_FALLBACK',
  'ONRAMP_QUOTE_FALLBACK',
  'OPEN_REGISTER_NAME',
  'REGISTER_NAME_INITIATED',
  'REGISTER_NAME_SUCCESS',
  'REGISTER_NAME_ERROR',
  'CLICK_SIGN_SIWX_MESSAGE',
  'CLICK_CANCEL_SIWX',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
] as const satisfies readonly AnalyticsEventName[];

/** Event names missing from ANALYTICS_EVENT_NAMES: `never` (checked by the tests at compile time). */
export type UnlistedAnalyticsEventName = Exclude<AnalyticsEventName, (typeof ANALYTICS_EVENT_NAMES)[number]>;
