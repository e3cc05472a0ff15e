export { assertRpcAllowed } from './assertRpcAllowed.js';
export { checkedSolanaSigner } from './checkedSolanaSigner.js';
export { classifyRpcMethod, type RpcMethodClass } from './classifyRpcMethod.js';
export { coinTypeForChainId, MAINNET_COIN_TYPE } from './coinTypeForChainId.js';
export { formatCaipAddress } from './formatCaipAddress.js';
export { formatCaipNetworkId } from './formatCaipNetworkId.js';
export { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from './isPairingExpired.js';
export { isRecord } from './isRecord.js';
export { isRpcCallAllowedUnprompted } from './isRpcCallAllowedUnprompted.js';
export {
  ACCOUNT_TYPES_BY_NAMESPACE,
  type AccountTypeNamespace,
  type AppMetadata,
  CONNECTOR_TYPE_ORDER_KEYS,
  type ConnectorTypeOrderKey,
  type CustomWallet,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  DEFAULT_THEME_MODE,
  type DefaultAccountTypes,
  type DefaultAccountTypesInput,
  FEATURE_FLAGS,
  type FeatureFlag,
  type Features,
  type FeaturesInput,
  type ModalOptionsInput,
  type ResolvedModalOptions,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  THEME_MODES,
  type ThemeMode,
  type ThemeVariables,
  WALLET_ACTION_ORDER,
  type WalletAction,
} from './modalOptions.js';
export { CHAIN_NAMESPACES, isChainNamespace } from './namespaces.js';
export { type ParsedCaipAddress, parseCaipAddress } from './parseCaipAddress.js';
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';
export { resolveDefaultAccountTypes } from './resolveDefaultAccountTypes.js';
export { resolveFeatures } from './resolveFeatures.js';
export { type ModalOptionsError, resolveModalOptions } from './resolveModalOptions.js';
export { resolveThemeMode, resolveThemeVariables } from './resolveTheme.js';
export {
  isSafeRpcMethod,
  isSolanaSigningMethod,
  isUnsafeRpcMethod,
  type KnownRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  SOLANA_SIGNING_METHODS,
  type SolanaSigningMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './rpcMethods.js';
export { ACCOUNT_NAME_MIN_LENGTH, validateAccountName } from './validateAccountName.js';
export { type CallBundleInput, validateCallBundle } from './validateCallBundle.js';
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
export { validateNetworks } from './validateNetworks.js';
export { type PairingInput, type ValidPairing, validatePairing } from './validatePairing.js';
export {
  type SendInput,
  type SendInputError,
  type SendToken,
  type ValidSendInput,
  validateSendInput,
} from './validateSendInput.js';
export { SIGNED_MESSAGE_MIN_HEX_DIGITS, validateSignedMessage } from './validateSignedMessage.js';
export { SOLANA_PUBLIC_KEY_BYTES, validateSolanaAddress } from './validateSolanaAddress.js';
export { type SolanaRpcRequest, validateSolanaRpcParams } from './validateSolanaRpcParams.js';
export {
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaCommitment,
  type ValidSolanaSendOptions,
  validateSolanaSendOptions,
} from './validateSolanaSendOptions.js';
export { validateTxHash } from './validateTxHash.js';
export { walletActions } from './walletActions.js';
