import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  definitiveRpcErrorArb,
  nonRetryableStatusArb,
  retryableRpcErrorArb,
  retryableStatusArb,
} from '../../../testkits/arbitraries/rpc.js';
import { latchError, rpcError } from '../errors/index.js';
import { isRetryableRpcError } from './isRetryableRpcError.js';
import { mapRpcError } from './mapRpcError.js';

const httpError = (status: number) => rpcError('RPC_HTTP_ERROR', { params: { status }, data: { status } });

describe('isRetryableRpcError', () => {
  it('retries the SPEC §8 statuses and no other', () => {
    fc.assert(
      fc.property(retryableStatusArb(), (status) => {
        expect(isRetryableRpcError(httpError(status))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(nonRetryableStatusArb(), (status) => {
        expect(isRetryableRpcError(httpError(status))).toBe(false);
      }),
    );
  });

  it('retries JSON-RPC codes -1, -32603 and -32005', () => {
    fc.assert(
      fc.property(retryableRpcErrorArb(), (error) => {
        expect(isRetryableRpcError(mapRpcError(error))).toBe(true);
      }),
    );
    expect(
      [-1, -32603, -32005].map((code) => isRetryableRpcError(mapRpcError({ code, message: '' }))),
    ).toEqual([true, true, true]);
  });

  it('never retries definitive node errors, even under a retryable code', () => {
    fc.assert(
      fc.property(definitiveRpcErrorArb(), (error) => {
        expect(isRetryableRpcError(mapRpcError(error))).toBe(false);
      }),
    );
    expect(isRetryableRpcError(mapRpcError({ code: -1, message: 'nonce too low' }))).toBe(false);
  });

  it('does not retry timeouts, network failures or other codes', () => {
    expect(isRetryableRpcError(rpcError('RPC_TIMEOUT'))).toBe(false);
    expect(isRetryableRpcError(latchError('RPC_NETWORK_ERROR'))).toBe(false);
    expect(isRetryableRpcError(rpcError('RPC_HTTP_ERROR'))).toBe(false);
    expect(isRetryableRpcError(mapRpcError({ code: -32601, message: 'no such method' }))).toBe(false);
  });
});
