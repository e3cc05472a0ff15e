import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitiveRpcErrorArb, retryableRpcErrorArb } from '../../../testkits/arbitraries/rpc.js';
import { latchError, rpcError } from '../errors/index.js';
import { isDefinitiveRpcError } from './isDefinitiveRpcError.js';
import { mapRpcError } from './mapRpcError.js';

describe('isDefinitiveRpcError', () => {
  it('holds for reverts, node messages, user rejection and invalid params', () => {
    fc.assert(
      fc.property(definitiveRpcErrorArb(), (error) => {
        expect(isDefinitiveRpcError(mapRpcError(error))).toBe(true);
      }),
    );
  });

  it('does not hold for transport failures, retryable errors and "this node cannot" answers', () => {
    fc.assert(
      fc.property(retryableRpcErrorArb(), (error) => {
        expect(isDefinitiveRpcError(mapRpcError(error))).toBe(false);
      }),
    );
    for (const error of [
      rpcError('RPC_TIMEOUT'),
      latchError('RPC_NETWORK_ERROR'),
      rpcError('RPC_HTTP_ERROR', { params: { status: 400 } }),
      rpcError('PARSE_ERROR'),
      mapRpcError({ code: -32601, message: 'the method does not exist' }),
      mapRpcError({ code: -32002, message: 'resource unavailable' }),
      mapRpcError({ code: 429, message: 'too many requests' }),
    ]) {
      expect(isDefinitiveRpcError(error)).toBe(false);
    }
  });
});
