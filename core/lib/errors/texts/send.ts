import { errorsOf } from '../LatchError.js';

/** The send flow's form (core/features/send, core/validation's validateSendInput). */
export const SEND_TEXTS = {
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  // Not in SPEC §8: Send's receiver field says which receiver is wrong (SPEC §5 keeps 'Address is invalid' for the rest).
  RECEIVER_ADDRESS_TOO_SHORT: 'This address is too short: an address is 0x and 40 hex digits',
  RECEIVER_NAME_NOT_FOUND: 'No address found for {name}',
} as const;

/** An error of the send part: `sendError('SEND_TOKEN_REQUIRED')`. */
export const sendError = /* @__PURE__ */ errorsOf(SEND_TEXTS);
