import type { CaipNetworkId, ChainNamespace } from '../../ports/index.js';

/** Every view of the modal (SPEC §2), plus the email/social connecting views the connect methods need. */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UnsupportedChain',
  'SwitchNetwork',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Send',
  'Receive',
  'OnRamp',
  'History',
  'Pay',
  'Networks',
] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

/** The start view (SPEC §2). */
export const START_VIEW = 'Connect' satisfies ViewName;

/** SPEC §1 social providers. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster';

/** A Swap view can be opened with swap arguments (SPEC §2). Amounts are decimal strings. */
export interface SwapArguments {
  readonly fromToken?: string;
  readonly toToken?: string;
  readonly amount?: string;
}

/** Every view can be opened with an optional uri (SPEC §2). */
export interface ViewCommon {
  readonly uri?: string;
}

/** Typed data carried by each view. Views whose data has only optional fields may be opened without data. */
export interface ViewDataMap {
  Connect: ViewCommon;
  Account: ViewCommon;
  AllWallets: ViewCommon;
  ConnectingWalletConnectBasic: ViewCommon;
  ConnectingExternal: ViewCommon & { readonly connectorId: string };
  /** `walletId`: the registry id of the wallet chosen for a deep link / QR code. */
  ConnectingWalletConnect: ViewCommon & { readonly walletId?: string };
  ConnectingSiwe: ViewCommon;
  ConnectingFarcaster: ViewCommon;
  ConnectingSocial: ViewCommon & { readonly provider: SocialProvider };
  EmailVerifyOtp: ViewCommon & { readonly email: string };
  EmailVerifyDevice: ViewCommon & { readonly email: string };
  UnsupportedChain: ViewCommon;
  SwitchNetwork: ViewCommon & { readonly caipNetworkId: CaipNetworkId };
  SIWXSignMessage: ViewCommon;
  ApproveTransaction: ViewCommon;
  RegisterAccountName: ViewCommon & { readonly name?: string };
  RegisterAccountNameSuccess: ViewCommon & { readonly name?: string };
  Swap: ViewCommon & { readonly swap?: SwapArguments };
  Send: ViewCommon & { readonly tokenAddress?: string; readonly namespace?: ChainNamespace };
  Receive: ViewCommon;
  OnRamp: ViewCommon;
  History: ViewCommon;
  Pay: ViewCommon;
  Networks: ViewCommon;
}

/** One entry of the navigation stack: a view and its data, correlated. */
export type RouteOf<V extends ViewName> = { readonly view: V; readonly data: ViewDataMap[V] };

/** Any route, as a union discriminated by `view`. */
export type Route = { [V in ViewName]: RouteOf<V> }[ViewName];

/** Arguments after the view name: data is required only when the view has required fields. */
export type ViewDataArgs<V extends ViewName> =
  Record<string, never> extends ViewDataMap[V] ? [data?: ViewDataMap[V]] : [data: ViewDataMap[V]];

/** A route as callers give it: data may be left out when the view needs none. */
export type RouteInput = {
  [V in ViewName]: Record<string, never> extends ViewDataMap[V]
    ? { readonly view: V; readonly data?: ViewDataMap[V] }
    : { readonly view: V; readonly data: ViewDataMap[V] };
}[ViewName];
