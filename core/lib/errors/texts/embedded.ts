import { errorsOf } from '../LatchError.js';

/** The embedded-wallet frame and its session (adapters/wallet/embedded, core/features/email's session rules, the logins). */
export const EMBEDDED_TEXTS = {
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  IFRAME_LOAD_FAILED: 'Failed to load the embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'The embedded wallet did not answer in time',
  // Not in SPEC §8: the frame left the page or loaded another document while a request waited on it.
  IFRAME_GONE: 'The embedded wallet was closed',
  UNVERIFIED_DOMAIN: 'This domain is not verified',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  // The frame's default when it says nothing more (e-mail, social and Farcaster logins show it too).
  UNKNOWN_ERROR: 'An error occurred',
  // User messages (SPEC §8)
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
} as const;

/** UI texts that differ from the thrown message (SPEC §5: 'Action not allowed'). */
export const EMBEDDED_UI_TEXT = {
  RPC_METHOD_NOT_ALLOWED: 'Action not allowed',
} as const satisfies Partial<Record<keyof typeof EMBEDDED_TEXTS, string>>;

/** An error of the embedded-wallet part: `embeddedError('IFRAME_LOAD_FAILED')`. */
export const embeddedError = /* @__PURE__ */ errorsOf(EMBEDDED_TEXTS);
