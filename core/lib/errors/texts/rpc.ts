import { errorsOf } from '../LatchError.js';

/** JSON-RPC transport, provider and node messages (core/lib/rpc's stack and error mapping; receipts). */
export const RPC_TEXTS = {
  // RPC transport (SPEC §8)
  RPC_TIMEOUT: 'The request took too long to respond.',
  RPC_HTTP_ERROR: 'HTTP request failed. Status: {status}',
  RPC_ERROR: 'RPC Request failed. Code: {code}',
  RPC_REPLY_MISSING: 'The RPC endpoint sent no reply to request {id}.',

  // Provider codes (EIP-1193, EIP-5792, JSON-RPC)
  USER_REJECTED: 'User rejected the request.',
  UNAUTHORIZED: 'The requested method and/or account has not been authorized by the user.',
  UNSUPPORTED_METHOD: 'The Provider does not support the requested method.',
  // PROVIDER_DISCONNECTED (4900) is in the shared part: the account store says it too.
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

/** An error of the RPC part: `rpcError('USER_REJECTED')`. */
export const rpcError = /* @__PURE__ */ errorsOf(RPC_TEXTS);
