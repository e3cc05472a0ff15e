import { frameFailureMessage } from '../../kernel/embeddedWallet/index.js';
import { emailError, embeddedError, isLatchError, type LatchError } from '../../lib/errors/index.js';

/** What an e-mail login step fails with: a catalogue error whose message the view shows. */
export type EmailLoginError = LatchError;

const OTP_TEXTS: readonly [RegExp, 'OTP_EXPIRED' | 'OTP_LOCKED' | 'OTP_WRONG'][] = [
  [/expired/i, 'OTP_EXPIRED'],
  [/too many wrong/i, 'OTP_LOCKED'],
  [/invalid code|wrong code/i, 'OTP_WRONG'],
];

/**
 * A frame failure as the error the e-mail views show: catalogue errors (the SPEC §8 alerts: iframe_load_failed,
 * iframe_request_timeout, unverified_domain) as they are; the wallet service's wrong / expired / locked code
 * answers as their catalogue texts (the service's own wording kept in `details`); any other message as it came.
 */
export const toEmailLoginError = (cause: unknown): EmailLoginError => {
  if (isLatchError(cause)) return cause;
  const message = frameFailureMessage(cause);
  if (message === undefined) return embeddedError('UNKNOWN_ERROR', { cause });
  const known = OTP_TEXTS.find(([pattern]) => pattern.test(message));
  if (known !== undefined) return emailError(known[1], { details: message, cause });
  return emailError('EMAIL_LOGIN_REFUSED', { params: { message }, cause });
};
