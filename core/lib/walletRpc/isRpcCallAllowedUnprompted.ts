import { isSafeRpcMethod } from './rpcMethods.js';

/**
 * SPEC §5: calls the embedded wallet makes on its own are rejected when unsafe or unlisted, so only the
 * safe (read-only) methods are allowed without a user prompt.
 */
export const isRpcCallAllowedUnprompted = (method: string): boolean => isSafeRpcMethod(method);
