import { errorsOf } from '../LatchError.js';

/** Sign-in (core/siwx: CAIP-122 messages of CONTRACTS §5, sessions, the signature). */
export const SIWX_TEXTS = {
  SIWX_MESSAGE_INVALID: 'Invalid sign-in message: {field}',
  SIWX_MESSAGE_EXPIRED: 'The sign-in message has expired',
  SIWX_MESSAGE_NOT_YET_VALID: 'The sign-in message is not valid yet',
  SIWX_SESSION_INVALID: 'The sign-in session is invalid or over',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  SIGNATURE_DECLINED: 'Signature declined',
} as const;

/** An error of the sign-in part: `siwxError('SIWX_MESSAGE_EXPIRED')`. */
export const siwxError = /* @__PURE__ */ errorsOf(SIWX_TEXTS);
