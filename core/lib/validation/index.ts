export { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from './isPairingExpired.js';
export { isRecord } from './isRecord.js';
export { ACCOUNT_NAME_MIN_LENGTH, validateAccountName } from './validateAccountName.js';
export { EMAIL_MAX_LENGTH, validateEmail } from './validateEmail.js';
export {
  HTTP_PROTOCOLS,
  type UrlProtocol,
  validateEndpointUrl,
  WS_PROTOCOLS,
} from './validateEndpointUrl.js';
export { type ValidateEvmAddressOptions, validateEvmAddress } from './validateEvmAddress.js';
export { isHexString, validateHex } from './validateHex.js';
export { NAME_CHAIN_ID_LIMIT, validateNameChainId } from './validateNameChainId.js';
export { type PairingInput, type ValidPairing, validatePairing } from './validatePairing.js';
export { SIGNED_MESSAGE_MIN_HEX_DIGITS, validateSignedMessage } from './validateSignedMessage.js';
export { SOLANA_PUBLIC_KEY_BYTES, validateSolanaAddress } from './validateSolanaAddress.js';
export { validateTxHash } from './validateTxHash.js';
