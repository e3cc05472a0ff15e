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
export { resolveDefaultAccountTypes } from './resolveDefaultAccountTypes.js';
export { resolveFeatures } from './resolveFeatures.js';
export { type ModalOptionsError, resolveModalOptions } from './resolveModalOptions.js';
export { resolveThemeMode, resolveThemeVariables } from './resolveTheme.js';
export { validateNetworks } from './validateNetworks.js';
export { walletActions } from './walletActions.js';
