export { buildSiwxMessage, formatSiwxMessage } from './buildSiwxMessage.js';
export { checkSiwxTimes, type SiwxTimeError, type SiwxTimeOptions } from './checkSiwxTimes.js';
export { parseRfc3339 } from './parseRfc3339.js';
export { parseSiwxMessage } from './parseSiwxMessage.js';
export { SIWX_LIMITS, SIWX_NONCE_MIN_LENGTH } from './siwxLimits.js';
export { isSiwxNamespace, SIWX_ACCOUNT_KINDS, type SiwxNamespace } from './siwxNamespaces.js';
export { SIWX_SESSIONS_KEY, type StoredSiwxSession, siwxSessionId } from './siwxStorageKeys.js';
export { type SiwxMessageError, validateSiwxMessageData } from './validateSiwxMessageData.js';
