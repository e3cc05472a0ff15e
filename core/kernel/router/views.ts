import type { CaipNetworkId, ChainNamespace } from '../../../ports/index.js';

/** Every view can be opened with an optional uri (SPEC §2). */
export interface ViewCommon {
  readonly uri?: string;
}

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

/** A view's entry in VIEWS: typed as the data the view is opened with (the value itself is never read). */
const DATA: ViewCommon = {};

/**
 * Every view of the modal (SPEC §2), plus the email/social connecting views the connect methods need, each with the
 * data it is opened with — the one list the view names (`VIEW_NAMES`, `ViewName`) and their data (`ViewDataMap`)
 * derive from. Views whose data has only optional fields may be opened without data.
 */
const VIEWS = {
  Connect: DATA,
  Account: DATA,
  AllWallets: DATA,
  ConnectingWalletConnectBasic: DATA,
  ConnectingExternal: DATA as ViewCommon & { readonly connectorId: string },
  /** `walletId`: the registry id of the wallet chosen for a deep link / QR code. */
  ConnectingWalletConnect: DATA as ViewCommon & { readonly walletId?: string },
  ConnectingSiwe: DATA,
  ConnectingFarcaster: DATA,
  ConnectingSocial: DATA as ViewCommon & { readonly provider: SocialProvider },
  EmailVerifyOtp: DATA as ViewCommon & { readonly email: string },
  EmailVerifyDevice: DATA as ViewCommon & { readonly email: string },
  /** Account's "Update e-mail" of an e-mail wallet: the new address, then a code to each address. */
  UpdateEmailWallet: DATA,
  UpdateEmailPrimaryOtp: DATA as ViewCommon & { readonly email: string },
  UpdateEmailSecondaryOtp: DATA as ViewCommon & { readonly email: string },
  UnsupportedChain: DATA,
  SwitchNetwork: DATA as ViewCommon & { readonly caipNetworkId: CaipNetworkId },
  SIWXSignMessage: DATA,
  ApproveTransaction: DATA,
  RegisterAccountName: DATA as ViewCommon & { readonly name?: string },
  RegisterAccountNameSuccess: DATA as ViewCommon & { readonly name?: string },
  Swap: DATA as ViewCommon & { readonly swap?: SwapArguments },
  Send: DATA as ViewCommon & { readonly tokenAddress?: string; readonly namespace?: ChainNamespace },
  Receive: DATA,
  OnRamp: DATA,
  History: DATA,
  Pay: DATA,
  Networks: DATA,
  /** For a first-time visitor: what a wallet is and how to get one (reached from Connect). */
  WhatIsAWallet: DATA,
};

/** Typed data carried by each view (from VIEWS). */
export type ViewDataMap = { [V in keyof typeof VIEWS]: (typeof VIEWS)[V] };

export type ViewName = keyof ViewDataMap;

/** Every view name, in VIEWS' order. */
export const VIEW_NAMES = Object.keys(VIEWS) as readonly ViewName[];

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
