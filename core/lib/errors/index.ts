export { CATALOGUE, CATALOGUE_PARTS, type ErrorCode, UI_TEXT } from './catalogue.js';
export { isPortFailure } from './isPortFailure.js';
export {
  type ErrorParams,
  errorsOf,
  formatMessage,
  isLatchError,
  LatchError,
  type LatchErrorOptions,
} from './LatchError.js';
// The catalogue's parts (./catalogue.ts): each part's texts and the maker of its errors.
export { AMOUNT_TEXTS, amountError } from './texts/amounts.js';
export { COMMON_TEXTS, latchError } from './texts/common.js';
export { EMAIL_TEXTS, emailError } from './texts/email.js';
export { EMBEDDED_TEXTS, EMBEDDED_UI_TEXT, embeddedError } from './texts/embedded.js';
export { FARCASTER_TEXTS, farcasterError } from './texts/farcaster.js';
export { FLOW_TEXTS, flowError } from './texts/flow.js';
export { NAME_TEXTS, nameError } from './texts/names.js';
export { ONRAMP_TEXTS, onrampError } from './texts/onramp.js';
export { RPC_TEXTS, rpcError } from './texts/rpc.js';
export { SEND_TEXTS, sendError } from './texts/send.js';
export { SIWX_TEXTS, siwxError } from './texts/siwx.js';
export { SOCIAL_TEXTS, socialError } from './texts/social.js';
export { SOLANA_TEXTS, solanaError } from './texts/solana.js';
export { SWAP_TEXTS, swapError } from './texts/swap.js';
export { VALIDATION_TEXTS, validationError } from './texts/validation.js';
export { WALLET_UI_TEXT } from './texts/wallet.js';
export { userMessage } from './userMessage.js';
