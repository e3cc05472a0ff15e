import { isSafeRpcMethod, isUnsafeRpcMethod } from './rpcMethods.js';

export type RpcMethodClass = 'safe' | 'unsafe' | 'unknown';

/** SPEC §5: a method is known if it is in the safe or unsafe list. */
export const classifyRpcMethod = (method: string): RpcMethodClass =>
  isSafeRpcMethod(method) ? 'safe' : isUnsafeRpcMethod(method) ? 'unsafe' : 'unknown';
