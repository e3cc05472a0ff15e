import { errorsOf } from '../LatchError.js';

/** E-mail login, its cooldown and the e-mail update (core/features/email, core/kernel/emailCooldown, core/features/emailUpdate). */
export const EMAIL_TEXTS = {
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_THROTTLED: 'Please try again after {seconds} seconds',
  OTP_FORMAT: 'Enter the 6-digit code',
  OTP_WRONG: 'Invalid code',
  OTP_EXPIRED: 'The code has expired. Request a new one',
  OTP_LOCKED: 'Too many wrong codes. Request a new one',
  EMAIL_UPDATE_SAME: 'This is already your e-mail address',
  EMAIL_UPDATE_UNAVAILABLE: 'Only a wallet signed in by e-mail can change its address',
  EMAIL_LOGIN_UNAVAILABLE: 'E-mail login is not available',
  /** The wallet service's device confirmation (issue 26 §7). */
  DEVICE_ID_REQUIRED: 'This browser could not be identified. Reload the page and try again',
  DEVICE_NOT_CONFIRMED: 'Confirm this browser with the link we mailed you first',
  DEVICE_LINK_EXPIRED: 'The confirmation link has expired. Request a new one',
  DEVICE_WAITS_EXCEEDED: 'Too many confirmations are waiting from this network. Please try again in a moment',
  /** The wallet service's own answer (SMTP down, quotas), shown as it said it. */
  EMAIL_LOGIN_REFUSED: '{message}',
} as const;

/** An error of the e-mail part: `emailError('OTP_WRONG')`. */
export const emailError = /* @__PURE__ */ errorsOf(EMAIL_TEXTS);
