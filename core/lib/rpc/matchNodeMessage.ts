import type { NodeErrorCode } from './types.js';

/** Node error codes recognisable from a message alone. */
export type NodeMessageCode = Exclude<NodeErrorCode, 'EXECUTION_REVERTED_UNKNOWN' | 'UNKNOWN_NODE_ERROR'>;

/** viem's `nodeMessage` patterns (errors/node.ts), tested in the same order on the lower-cased message. */
const NODE_MESSAGES: readonly (readonly [RegExp, NodeMessageCode])[] = [
  [/execution reverted|gas required exceeds allowance/, 'EXECUTION_REVERTED'],
  [/max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/, 'FEE_CAP_TOO_HIGH'],
  [
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/,
    'FEE_CAP_TOO_LOW',
  ],
  [/nonce too high/, 'NONCE_TOO_HIGH'],
  [/nonce too low|transaction already imported|already known/, 'NONCE_TOO_LOW'],
  [/nonce has max value/, 'NONCE_MAX_VALUE'],
  [/insufficient funds|exceeds transaction sender account balance|outoffunds/, 'INSUFFICIENT_FUNDS'],
  [/intrinsic gas too high|gas limit reached/, 'INTRINSIC_GAS_TOO_HIGH'],
  [/intrinsic gas too low/, 'INTRINSIC_GAS_TOO_LOW'],
  [/transaction type not valid/, 'TRANSACTION_TYPE_NOT_SUPPORTED'],
  [/max priority fee per gas higher than max fee per gas|tip higher than fee cap/, 'TIP_ABOVE_FEE_CAP'],
];

/** The node error a message reports (case-insensitive, first match wins), or undefined. */
export function matchNodeMessage(message: string): NodeMessageCode | undefined {
  const lower = message.toLowerCase();
  return NODE_MESSAGES.find(([pattern]) => pattern.test(lower))?.[1];
}
