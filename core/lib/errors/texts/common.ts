import { errorsOf } from '../LatchError.js';

/**
 * The catalogue's shared part: what the first paint, the modal options, connect by wallet, the account and the
 * shared plumbing (lazy loaders, caches, the data service) may say. It is in the page's first chunk, so a text
 * only one lazily loaded flow says belongs to that flow's part (see catalogue.ts).
 */
export const COMMON_TEXTS = {
  // Validation (SPEC §5)
  CAIP_NETWORK_ID_INVALID: 'Invalid CAIP network id: {value}',
  MODAL_OPTIONS_SIWX_CONFLICT: 'Cannot set both `siweConfig` and `siwx` options',
  MODAL_OPTIONS_INVALID: 'Invalid modal options: {field}',
  // Not in SPEC §8: an option whose feature is not built yet is refused rather than silently ignored.
  MODAL_OPTION_NOT_SUPPORTED: 'The modal option `{option}` is not supported yet',
  MODAL_OPTIONS_LEGAL_LINKS_REQUIRED:
    '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`',
  // Not in SPEC §8: the Connect view's terms checkbox (features.legalCheckbox) is not ticked.
  LEGAL_CONSENT_REQUIRED: 'Please agree to the terms to connect',
  DECIMAL_INVALID: 'Invalid decimal number: {value}',
  URL_UNSAFE: 'This link cannot be opened: it is not a safe web or wallet address',

  // Thrown by the product (SPEC §8)
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  DISCONNECT_FAILED: 'Failed to disconnect',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_NOT_FOUND: 'Network not found',
  RPC_URL_REQUIRED: 'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
  INTERNAL_SDK_ERROR: 'An internal error occurred: {message}',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  QUERY_DATA_UNDEFINED: 'Query data cannot be undefined',
  UNSUPPORTED_CAPABILITY: 'This wallet does not support {capability}',
  CONNECTOR_NOT_FOUND: 'Connector not found: {id}',
  WALLET_NO_LONGER_CONNECTED: 'The wallet is no longer connected.',
  MODAL_CLOSE_BLOCKED: 'The modal cannot be closed: {reason}',
  REQUEST_ABORTED: 'Request was aborted',
  // The embedded wallet's lazy loader (eager): its code could not be fetched.
  FRAME_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',

  // Alerts
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',

  // RPC transport (the lazy RPC stack's loader, when its code cannot be fetched) and the data service (SPEC §8)
  RPC_NETWORK_ERROR: 'HTTP request failed. No response was received.',
  DATA_SERVICE_ERROR: '{description}',
  // EIP-1193 4900, here rather than in the RPC part: the account store's network switch says it before the click.
  PROVIDER_DISCONNECTED: 'The Provider is disconnected from all chains.',
} as const;

/** An error of the shared part: `latchError('URL_UNSAFE')`. */
export const latchError = /* @__PURE__ */ errorsOf(COMMON_TEXTS);
