import { errorsOf } from '../LatchError.js';

/**
 * SPEC §5 checks of addresses, hashes, hex, calls and pairings (core/validation) that the flows, chain readers and
 * the pairing run; the first paint's checks (modal options, CAIP network ids) are in the shared part.
 */
export const VALIDATION_TEXTS = {
  ADDRESS_INVALID: 'Address is invalid',
  TX_HASH_INVALID: 'Transaction hash must be 0x followed by 64 hex characters',
  SIGNED_MESSAGE_INVALID: 'Signed message must be 0x followed by at least 62 hex characters',
  HEX_INVALID: 'Value must be 0x followed by hex digits',
  CAIP_ADDRESS_INVALID: 'Invalid CAIP address: {value}',
  CALL_BUNDLE_INVALID: 'Invalid call: {field} must start with 0x',
  PAIRING_EXPIRED: 'The pairing has expired',
} as const;

/** An error of the validation part: `validationError('ADDRESS_INVALID')`. */
export const validationError = /* @__PURE__ */ errorsOf(VALIDATION_TEXTS);
