import { isSafeRpcMethod } from '../../../core/lib/walletRpc/rpcMethods.js';

/** The requests the frame shows for approval before the service signs or sends (SPEC §5 "Unsafe", EVM). */
export const APPROVAL_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
] as const;

export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

/**
 * What the frame does with an RPC_REQUEST: `approve` (show the request, sign only on Approve), `direct`
 * (SPEC §5's safe reads and wallet_getCallsStatus, which reads receipts: answered without UI) or
 * `refuse` (everything else: 'Requested RPC call is not allowed').
 */
export const rpcPolicy = (method: string): 'approve' | 'direct' | 'refuse' => {
  if ((APPROVAL_METHODS as readonly string[]).includes(method)) return 'approve';
  if (isSafeRpcMethod(method) || method === 'wallet_getCallsStatus') return 'direct';
  return 'refuse';
};
