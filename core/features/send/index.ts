export { buildSendRequest, type SendRequestInput, type SendTokenRef } from './buildSendRequest.js';
export { computeMaxAmount, type MaxAmountInput } from './computeMaxAmount.js';
export { MAX_NATIVE_FEE_RESERVE, SEND_NAME_DEBOUNCE_MS } from './constants.js';
export { createNameCache, type NameCache } from './createNameCache.js';
export {
  type EstimateSendFeeArgs,
  estimateSendFee,
  type SendFeeError,
  type SendFeeEstimate,
} from './estimateSendFee.js';
export { FEE_DISPLAY_DECIMALS, formatFeeAmount } from './formatFeeAmount.js';
export { isNameInput } from './isNameInput.js';
export {
  type ReceiverError,
  type ResolvedReceiver,
  type ResolveReceiverArgs,
  resolveReceiver,
} from './resolveReceiver.js';
export { createSendStore, SendStore } from './SendStore.js';
export { transactionExplorerUrl } from './transactionExplorerUrl.js';
export type {
  EvmSendFee,
  EvmSendPreview,
  ReceiverLookup,
  SendAccountSource,
  SendError,
  SendFee,
  SendOpenOptions,
  SendPreview,
  SendStatus,
  SendStoreDeps,
  SendStoreOptions,
  SentTransaction,
  SolanaSendFee,
  SolanaSendPreview,
} from './types.js';
export {
  type SendInput,
  type SendInputError,
  type SendToken,
  type ValidSendInput,
  validateSendInput,
} from './validateSendInput.js';
