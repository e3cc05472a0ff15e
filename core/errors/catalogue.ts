/**
 * Every message of SPEC §8 (and the validation texts of §5) in one place, under a stable code.
 * `{name}` placeholders are filled from an error's params.
 */
export const CATALOGUE = {
  // Validation (SPEC §5)
  ADDRESS_INVALID: 'Address is invalid',
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_THROTTLED: 'Please try again after {seconds} seconds',
  OTP_FORMAT: 'Enter the 6-digit code',
  OTP_WRONG: 'Invalid code',
  OTP_EXPIRED: 'The code has expired. Request a new one',
  OTP_LOCKED: 'Too many wrong codes. Request a new one',
  EMAIL_UPDATE_SAME: 'This is already your e-mail address',
  EMAIL_UPDATE_UNAVAILABLE: 'Only a wallet signed in by e-mail can change its address',
  EMAIL_LOGIN_UNAVAILABLE: 'E-mail login is not available',
  /** The wallet service's own answer (SMTP down, quotas), shown as it said it. */
  EMAIL_LOGIN_REFUSED: '{message}',
  SOCIAL_POPUP_BLOCKED: 'The sign-in window was blocked. Allow pop-ups for this site and try again',
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed before you finished',
  SOCIAL_LOGIN_UNAVAILABLE: 'Social login is not available',
  /** The wallet service's own answer to CONNECT_SOCIAL (declined consent, expired login), shown as it said it. */
  SOCIAL_LOGIN_REFUSED: '{message}',
  FARCASTER_LOGIN_UNAVAILABLE: 'Farcaster sign-in is not available',
  FARCASTER_LOGIN_TIMEOUT: 'The Farcaster sign-in timed out. Please try again',
  /** The wallet service's own answer to GET_FARCASTER_URI / CONNECT_FARCASTER, shown as it said it. */
  FARCASTER_LOGIN_REFUSED: '{message}',
  TX_HASH_INVALID: 'Transaction hash must be 0x followed by 64 hex characters',
  SIGNED_MESSAGE_INVALID: 'Signed message must be 0x followed by at least 62 hex characters',
  HEX_INVALID: 'Value must be 0x followed by hex digits',
  CAIP_ADDRESS_INVALID: 'Invalid CAIP address: {value}',
  CAIP_NETWORK_ID_INVALID: 'Invalid CAIP network id: {value}',
  ACCOUNT_NAME_INVALID:
    'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
  NAME_CHAIN_ID_INVALID: 'Chain id {chainId} cannot be used to register a name',
  PAIRING_EXPIRED: 'The pairing has expired',
  CALL_BUNDLE_INVALID: 'Invalid call: {field} must start with 0x',
  SOLANA_PARAMS_INVALID: 'Invalid Solana request parameters: {field}',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
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
  AMOUNT_INVALID: 'Amount must be digits with at most one decimal separator',
  AMOUNT_TOO_PRECISE: 'Amount can have at most {decimals} decimals',
  INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance',
  INSUFFICIENT_BALANCE_FOR_FEE: 'Insufficient {symbol} balance to pay the network fee',
  // Not in SPEC §8: Send's receiver field says which receiver is wrong (SPEC §5 keeps 'Address is invalid' for the rest).
  RECEIVER_ADDRESS_TOO_SHORT: 'This address is too short: an address is 0x and 40 hex digits',
  RECEIVER_NAME_NOT_FOUND: 'No address found for {name}',
  // Not in SPEC §8: Solana's rent rules for a send (a new account, the sender's remainder, a new token account).
  INSUFFICIENT_BALANCE_FOR_RENT:
    "Insufficient {symbol} balance to pay the network fee and the rent of the receiver's token account",
  SOLANA_NEW_ACCOUNT_MINIMUM: 'A new Solana account must receive at least {amount} {symbol}',
  SOLANA_RENT_REMAINDER:
    'Keep at least {amount} {symbol} or send all of it: a Solana account cannot hold less',
  RECEIVER_NOT_SOLANA_ADDRESS: 'This is not a Solana address: it is 32 to 44 base58 characters',
  // Not in SPEC §8: what a Solana node or wallet reports of a send, in words a person can act on (the node's own
  // text stays in the error's details; mapSolanaSendFailure). Insufficient funds for the fee, and a fee payer the
  // network has never credited (AccountNotFound), are INSUFFICIENT_BALANCE_FOR_FEE.
  SOLANA_INSUFFICIENT_FUNDS_FOR_RENT: 'Insufficient SOL balance for rent',
  SOLANA_BLOCKHASH_EXPIRED: 'The transaction expired. Try again',
  SOLANA_SIMULATION_FAILED: 'The network refused the transaction',
  SOLANA_SEND_FAILED: 'The transaction could not be sent',

  // Sign-in (CAIP-122 messages of CONTRACTS §5)
  SIWX_MESSAGE_INVALID: 'Invalid sign-in message: {field}',
  SIWX_MESSAGE_EXPIRED: 'The sign-in message has expired',
  SIWX_MESSAGE_NOT_YET_VALID: 'The sign-in message is not valid yet',
  SIWX_SESSION_INVALID: 'The sign-in session is invalid or over',

  // Thrown by the product (SPEC §8)
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  DISCONNECT_FAILED: 'Failed to disconnect',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required to perform this action',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  NAME_RESOLUTION_FAILED: 'Error resolving name',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  RPC_URL_REQUIRED: 'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
  ACCOUNT_NOT_FOUND: 'Could not find an Account to execute with this Action.',
  INTERNAL_SDK_ERROR: 'An internal error occurred: {message}',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  QUERY_DATA_UNDEFINED: 'Query data cannot be undefined',
  UNSUPPORTED_CAPABILITY: 'This wallet does not support {capability}',
  CONNECTOR_NOT_FOUND: 'Connector not found: {id}',
  WALLET_NO_LONGER_CONNECTED: 'The wallet is no longer connected.',
  MODAL_CLOSE_BLOCKED: 'The modal cannot be closed: {reason}',

  // On-ramp (SPEC §9 limits; the same texts as the data service's refusals)
  ONRAMP_AMOUNT_BELOW_MINIMUM: 'The minimum purchase by {method} is {limit} {currency}',
  ONRAMP_AMOUNT_ABOVE_MAXIMUM: 'The maximum purchase by {method} is {limit} {currency}',
  ONRAMP_PROVIDER_UNAVAILABLE: '{provider} is not available here',
  ONRAMP_PURCHASE_TIMEOUT:
    'The purchase has not arrived yet. It may still complete: check your balance later.',

  // User messages
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',

  // Embedded-wallet frame
  FRAME_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  UNKNOWN_ERROR: 'An error occurred',
  IFRAME_LOAD_FAILED: 'Failed to load the embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'The embedded wallet did not answer in time',
  // Not in SPEC §8: the frame was removed from the page or navigated away while a request waited on it.
  IFRAME_GONE: 'The embedded wallet was closed',
  UNVERIFIED_DOMAIN: 'This domain is not verified',

  // Alerts
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',

  // RPC transport (SPEC §8)
  RPC_TIMEOUT: 'The request took too long to respond.',
  RPC_HTTP_ERROR: 'HTTP request failed. Status: {status}',
  RPC_ERROR: 'RPC Request failed. Code: {code}',
  RPC_NETWORK_ERROR: 'HTTP request failed. No response was received.',
  RPC_REPLY_MISSING: 'The RPC endpoint sent no reply to request {id}.',
  DATA_SERVICE_ERROR: '{description}',

  // Provider codes (EIP-1193, EIP-5792, JSON-RPC)
  USER_REJECTED: 'User rejected the request.',
  UNAUTHORIZED: 'The requested method and/or account has not been authorized by the user.',
  UNSUPPORTED_METHOD: 'The Provider does not support the requested method.',
  PROVIDER_DISCONNECTED: 'The Provider is disconnected from all chains.',
  CHAIN_DISCONNECTED: 'The Provider is not connected to the requested chain.',
  SWITCH_CHAIN_ERROR: 'An error occurred when attempting to switch chain.',
  WALLET_CALL_ERROR: 'The wallet could not process the calls (code {code}).',
  PARSE_ERROR:
    'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
  INVALID_REQUEST: 'JSON is not a valid request object.',
  METHOD_NOT_FOUND: 'The method does not exist / is not available.',
  INVALID_PARAMS: 'Invalid parameters were provided to the RPC method.',
  INTERNAL_RPC_ERROR: 'An internal error was received.',
  INVALID_INPUT: 'Missing or invalid parameters.',
  RESOURCE_NOT_FOUND: 'Requested resource not found.',
  RESOURCE_UNAVAILABLE: 'Requested resource not available.',
  TRANSACTION_REJECTED: 'Transaction creation failed.',
  METHOD_NOT_SUPPORTED: 'Method is not implemented.',
  LIMIT_EXCEEDED: 'Request exceeds defined limit.',
  JSON_RPC_VERSION_UNSUPPORTED: 'Version of JSON-RPC protocol is not supported.',

  // Node messages
  EXECUTION_REVERTED: 'Execution reverted with reason: {reason}.',
  EXECUTION_REVERTED_UNKNOWN: 'Execution reverted for an unknown reason.',
  FEE_CAP_TOO_HIGH: 'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
  FEE_CAP_TOO_LOW: 'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.',
  NONCE_TOO_HIGH: 'Nonce provided for the transaction is higher than the next one expected.',
  NONCE_TOO_LOW: 'Nonce provided for the transaction is lower than the current nonce of the account.',
  NONCE_MAX_VALUE: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
  INSUFFICIENT_FUNDS:
    'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  INTRINSIC_GAS_TOO_HIGH:
    'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided for the transaction is too low.',
  TRANSACTION_TYPE_NOT_SUPPORTED: 'The transaction type is not supported for this chain.',
  TIP_ABOVE_FEE_CAP:
    'The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).',
  UNKNOWN_NODE_ERROR: 'An error occurred while executing: {details}',
} as const;

export type ErrorCode = keyof typeof CATALOGUE;

/** UI texts that differ from the thrown message (SPEC §5: 'Action not allowed'). */
export const UI_TEXT: Partial<Record<ErrorCode, string>> = {
  RPC_METHOD_NOT_ALLOWED: 'Action not allowed',
};
