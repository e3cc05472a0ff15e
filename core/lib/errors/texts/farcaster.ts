import { errorsOf } from '../LatchError.js';

/** Sign In With Farcaster (core/features/farcaster). */
export const FARCASTER_TEXTS = {
  FARCASTER_LOGIN_UNAVAILABLE: 'Farcaster sign-in is not available',
  FARCASTER_LOGIN_TIMEOUT: 'The Farcaster sign-in timed out. Please try again',
  /** The wallet service's own answer to GET_FARCASTER_URI / CONNECT_FARCASTER, shown as it said it. */
  FARCASTER_LOGIN_REFUSED: '{message}',
} as const;

/** An error of the Farcaster part: `farcasterError('FARCASTER_LOGIN_TIMEOUT')`. */
export const farcasterError = /* @__PURE__ */ errorsOf(FARCASTER_TEXTS);
