import { err, ok, type Result } from 'neverthrow';
import { embeddedError, type LatchError } from '../errors/index.js';
import { isSafeRpcMethod, isUnsafeRpcMethod, type KnownRpcMethod } from './rpcMethods.js';

/** Known (safe or unsafe) methods pass; unlisted ones give 'Requested RPC call is not allowed' (SPEC §5). */
export const assertRpcAllowed = (
  method: string,
): Result<KnownRpcMethod, LatchError<'RPC_METHOD_NOT_ALLOWED'>> =>
  isSafeRpcMethod(method) || isUnsafeRpcMethod(method)
    ? ok(method)
    : err(embeddedError('RPC_METHOD_NOT_ALLOWED', { details: `method ${JSON.stringify(method)}` }));
