import type { Unsubscribe } from './wallet.js';

export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment';

export interface EmbeddedUser {
  readonly email?: string;
  readonly address: string;
  readonly chainId: string | number;
  readonly accounts?: readonly { readonly address: string; readonly type: PreferredAccountType }[];
  readonly userName?: string;
  /** `email` or the social provider of the login (GET_USER, CONNECT_SOCIAL). */
  readonly provider?: string;
  readonly preferredAccountType?: PreferredAccountType;
  readonly smartAccountDeployed?: boolean;
}

/**
 * Request/reply pairs of the embedded-wallet frame (CONTRACTS §3): the app sends `@w3m-app/NAME`,
 * the frame answers `@w3m-frame/NAME_SUCCESS` or `_ERROR` with the same id.
 */
export interface FrameRequests {
  CONNECT_EMAIL: {
    payload: { email: string };
    result: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' };
  };
  CONNECT_DEVICE: { payload: undefined; result: undefined };
  CONNECT_OTP: { payload: { otp: string }; result: undefined };
  GET_SOCIAL_REDIRECT_URI: {
    /** `returnUrl`: without an opener (a Telegram mini-app), the host page the callback returns to. */
    payload: { provider: string; returnUrl?: string };
    result: { uri: string };
  };
  CONNECT_SOCIAL: {
    payload: { uri: string; preferredAccountType?: PreferredAccountType; chainId?: string | number };
    result: EmbeddedUser;
  };
  GET_FARCASTER_URI: { payload: undefined; result: { url: string } };
  CONNECT_FARCASTER: { payload: undefined; result: { userName: string } };
  /** Leaving ConnectingFarcaster: the frame drops its pending channel (a late approval opens nothing). */
  CANCEL_FARCASTER: { payload: undefined; result: undefined };
  GET_USER: {
    payload: { chainId?: string | number; preferredAccountType?: PreferredAccountType };
    result: EmbeddedUser;
  };
  IS_CONNECTED: { payload: undefined; result: { isConnected: boolean } };
  GET_CHAIN_ID: { payload: undefined; result: { chainId: string | number } };
  SWITCH_NETWORK: { payload: { chainId: string | number }; result: { chainId: string | number } };
  SIGN_OUT: { payload: undefined; result: undefined };
  RPC_REQUEST: { payload: { method: string; params?: unknown; chainId?: string | number }; result: unknown };
  UPDATE_EMAIL: { payload: { email: string }; result: { action: string } };
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; result: undefined };
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; result: { newEmail: string } };
  SYNC_THEME: {
    /** `themeVariables`: the host's overrides of the theme contract the approval panel follows (accent, font, radius). */
    payload: { themeMode?: 'dark' | 'light'; themeVariables?: Readonly<Record<string, string | number>> };
    result: undefined;
  };
  SYNC_DAPP_DATA: {
    payload: { metadata?: unknown; sdkVersion: string; projectId: string; sdkType: string };
    result: undefined;
  };
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: undefined;
    result: { smartAccountEnabledNetworks: readonly number[] };
  };
  INIT_SMART_ACCOUNT: { payload: undefined; result: { address: string; isDeployed: boolean } };
  SET_PREFERRED_ACCOUNT: {
    payload: { type: PreferredAccountType };
    result: { type: PreferredAccountType; address: string };
  };
  RELOAD: { payload: undefined; result: undefined };
}

export type FrameRequestType = keyof FrameRequests;

/**
 * Events the frame sends unprompted. SESSION_UPDATE is the session summary (services/embedded-wallet README):
 * it never carries the bearer token, which stays in the wallet origin.
 */
export type FrameEvent =
  | {
      readonly type: 'READY';
      readonly version?: string;
      /** The social providers the wallet service offers, in SPEC §2's order. */
      readonly socialProviders?: readonly string[];
    }
  | {
      readonly type: 'SESSION_UPDATE';
      readonly isConnected: boolean;
      readonly address?: string;
      readonly email?: string;
      /** `email` or the social provider of the login. */
      readonly provider?: string;
      /** The social login's user name. */
      readonly userName?: string;
      readonly chainId?: string | number;
    }
  | {
      /**
       * A social login's result that reached the frame through its BroadcastChannel (the popup lost
       * `window.opener` to COOP): the callback page's `resultUri`, checked by the frame to be its own.
       */
      readonly type: 'SOCIAL_RESULT';
      readonly resultUri: string;
    };

/**
 * The hidden embedded-wallet frame. Implementations check origins both ways, time out (READY 20 s,
 * requests 30 s, except CONNECT_DEVICE which waits for the user's e-mail link) and reject with the frame's
 * error message.
 */
export interface EmbeddedWalletFrame {
  request<K extends FrameRequestType>(
    type: K,
    payload: FrameRequests[K]['payload'],
  ): Promise<FrameRequests[K]['result']>;
  onEvent(listener: (event: FrameEvent) => void): Unsubscribe;
  /**
   * SPEC §4: rejects the RPC requests still waiting for the user's approval in the frame ('Request was aborted')
   * so none of them can be approved later (the browser adapter drops the iframe for that, aborting whatever else
   * was pending; the next request loads it again). Nothing to do when no signing request waits.
   */
  abortSigningRequests(): void;
}
