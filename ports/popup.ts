import type { Unsubscribe } from './wallet.js';

/** A message the popup posted to its opener, with the sender's origin as the browser reported it. */
export interface PopupMessage {
  readonly origin: string;
  readonly data: unknown;
}

/** A window opened by the modal (social login): empty until it is sent somewhere. */
export interface PopupWindow {
  /** Sends the popup to an address the core validated (safeUrl). */
  navigate(url: string): void;
  close(): void;
  /**
   * Messages posted by this popup (its `event.source` is this window: the adapter checks that), and `onClosed`
   * once when the user closed it. The core checks each message's origin.
   */
  watch(onMessage: (message: PopupMessage) => void, onClosed: () => void): Unsubscribe;
}

/**
 * Opens a popup. Call it synchronously inside the user's click, or a popup blocker stops it: undefined then.
 */
export interface PopupOpener {
  open(): PopupWindow | undefined;
}

/** Social login's page-side ports: the popup, and the popup-less return of a Telegram mini-app. */
export interface SocialLoginPorts {
  readonly popups: PopupOpener;
  /** The wallet service's origin (the exact sender of a popup's `{resultUri}`). */
  readonly walletOrigin: string;
  /**
   * A login's result this page was opened with (`#result_uri=`, or `?result_uri=`), taken out of the address as it
   * is read; undefined when there is none.
   */
  readonly takeReturnedResult?: () => Promise<string | undefined>;
}
