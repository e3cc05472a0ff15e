import type { ErrorCode } from '../LatchError.js';

/**
 * What the person is told when a wallet, a node or the RPC transport refuses (userMessage.ts): the RPC part's
 * texts are the protocols' own words (EIP-1193, JSON-RPC, viem's node messages) and stay the errors' messages
 * for hosts and logs; a view says these instead. Not in SPEC §8, which has only 'Signature declined' (sign-in
 * keeps it) and the insufficient-funds text (shown as it is). No text here carries a wallet's or node's words.
 */
const DECLINED = 'You declined the request in your wallet';
const UNSUPPORTED = 'Your wallet does not support this request';
const WALLET_FAILED = 'Your wallet could not complete the request. Try again';
const NETWORK_REFUSED = 'The network refused the transaction. Try again';
const UNREACHABLE = 'The network could not be reached. Try again';

export const WALLET_UI_TEXT = {
  USER_REJECTED: DECLINED,
  UNAUTHORIZED: 'Your wallet has not allowed this request. Reconnect it and try again',
  UNSUPPORTED_METHOD: UNSUPPORTED,
  METHOD_NOT_FOUND: UNSUPPORTED,
  METHOD_NOT_SUPPORTED: UNSUPPORTED,
  UNSUPPORTED_CAPABILITY: UNSUPPORTED,
  PROVIDER_DISCONNECTED: 'Your wallet is disconnected. Reconnect it and try again',
  CHAIN_DISCONNECTED: 'Your wallet is not connected to this network',
  SWITCH_CHAIN_ERROR: 'Your wallet could not switch to this network',
  WALLET_CALL_ERROR: WALLET_FAILED,
  PARSE_ERROR: WALLET_FAILED,
  INVALID_REQUEST: WALLET_FAILED,
  INVALID_PARAMS: WALLET_FAILED,
  INTERNAL_RPC_ERROR: WALLET_FAILED,
  INVALID_INPUT: WALLET_FAILED,
  RESOURCE_NOT_FOUND: WALLET_FAILED,
  // MetaMask's -32002: a request of this page is already open in the wallet.
  RESOURCE_UNAVAILABLE: 'A request is already waiting in your wallet. Open it to continue',
  LIMIT_EXCEEDED: WALLET_FAILED,
  JSON_RPC_VERSION_UNSUPPORTED: WALLET_FAILED,
  RPC_ERROR: WALLET_FAILED,
  INTERNAL_SDK_ERROR: WALLET_FAILED,
  TRANSACTION_REJECTED: NETWORK_REFUSED,
  UNKNOWN_NODE_ERROR: NETWORK_REFUSED,
  FEE_CAP_TOO_HIGH: NETWORK_REFUSED,
  FEE_CAP_TOO_LOW: NETWORK_REFUSED,
  NONCE_TOO_HIGH: NETWORK_REFUSED,
  NONCE_TOO_LOW: NETWORK_REFUSED,
  NONCE_MAX_VALUE: NETWORK_REFUSED,
  INTRINSIC_GAS_TOO_HIGH: NETWORK_REFUSED,
  INTRINSIC_GAS_TOO_LOW: NETWORK_REFUSED,
  TRANSACTION_TYPE_NOT_SUPPORTED: NETWORK_REFUSED,
  TIP_ABOVE_FEE_CAP: NETWORK_REFUSED,
  EXECUTION_REVERTED: 'The transaction would fail: the contract refused it',
  EXECUTION_REVERTED_UNKNOWN: 'The transaction would fail: the contract refused it',
  RPC_HTTP_ERROR: UNREACHABLE,
  RPC_NETWORK_ERROR: UNREACHABLE,
  RPC_REPLY_MISSING: UNREACHABLE,
} as const satisfies Partial<Record<ErrorCode, string>>;
