import { errorsOf } from '../LatchError.js';

/** Social login through the popup (core/features/social). */
export const SOCIAL_TEXTS = {
  SOCIAL_POPUP_BLOCKED: 'The sign-in window was blocked. Allow pop-ups for this site and try again',
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed before you finished',
  SOCIAL_LOGIN_UNAVAILABLE: 'Social login is not available',
  /** The wallet service's: a popup-less return page that is not one the project registered (issue 26 §5). */
  SOCIAL_RETURN_URL_NOT_REGISTERED: 'This return address is not registered for the app',
  /** The wallet service's: the callback reached in another browser than the one that began the login. */
  SOCIAL_LOGIN_OTHER_BROWSER: 'This sign-in was begun in another browser. Please try again there',
  /** The wallet service's own answer to CONNECT_SOCIAL (declined consent, expired login), shown as it said it. */
  SOCIAL_LOGIN_REFUSED: '{message}',
} as const;

/** An error of the social part: `socialError('SOCIAL_POPUP_BLOCKED')`. */
export const socialError = /* @__PURE__ */ errorsOf(SOCIAL_TEXTS);
