import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PortFailure } from '../../../ports/index.js';
import { jsonRpcErrorArb } from '../../../testkits/arbitraries/rpc.js';
import { isLatchError, latchError, rpcError } from '../errors/index.js';
import { mapProviderFailure, PROVIDER_FAILURE_CODES } from './mapProviderFailure.js';

describe('mapProviderFailure', () => {
  it('maps a thrown EIP-1193 error', () => {
    const thrown = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const error = mapProviderFailure(thrown);
    expect(error.code).toBe('USER_REJECTED');
    expect(error.cause).toBe(thrown);
    expect(error.data.code).toBe(4001);
  });

  it('unwraps MetaMask -32603 wrappers (data and data.originalError)', () => {
    const revert = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: 3, message: 'execution reverted: paused', data: '0x08c379a0' },
    };
    const error = mapProviderFailure(revert);
    expect(error.code).toBe('EXECUTION_REVERTED');
    expect(error.params).toEqual({ reason: 'paused' });
    expect(error.cause).toBe(revert);

    const switchError = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID "0x89".' } },
    };
    expect(mapProviderFailure(switchError).code).toBe('SWITCH_CHAIN_ERROR');
  });

  it('finds a provider error in the cause chain of a wrapper error', () => {
    const wrapper = new Error('request failed', { cause: { code: 4100, message: 'unauthorized' } });
    expect(mapProviderFailure(wrapper).code).toBe('UNAUTHORIZED');
  });

  it('keeps a lone -32603 as an internal error', () => {
    expect(mapProviderFailure({ code: -32603, message: 'Internal JSON-RPC error.' }).code).toBe(
      'INTERNAL_RPC_ERROR',
    );
  });

  it('maps every kind of PortFailure', () => {
    const rpc: PortFailure = { kind: 'ProviderRpcFailure', code: 4900, message: 'disconnected' };
    expect(mapProviderFailure(rpc).code).toBe('PROVIDER_DISCONNECTED');

    const http: PortFailure = {
      kind: 'HttpFailure',
      status: 503,
      url: 'https://rpc',
      description: 'down',
      retryAfterMs: 2000,
    };
    const httpError = mapProviderFailure(http);
    expect(httpError.code).toBe('RPC_HTTP_ERROR');
    expect(httpError.message).toBe('HTTP request failed. Status: 503');
    expect(httpError.data).toEqual({ status: 503, url: 'https://rpc', details: 'down', retryAfterMs: 2000 });
    expect(httpError.details).toBe('down');
    expect(mapProviderFailure({ kind: 'HttpFailure', status: 404, url: 'u' }).data).toEqual({
      status: 404,
      url: 'u',
    });

    const network: PortFailure = { kind: 'NetworkFailure', url: 'https://rpc', message: 'ECONNREFUSED' };
    const networkError = mapProviderFailure(network);
    expect(networkError.code).toBe('RPC_NETWORK_ERROR');
    expect(networkError.details).toBe('ECONNREFUSED');

    const unsupported: PortFailure = { kind: 'UnsupportedFailure', capability: 'wallet_getAssets' };
    expect(mapProviderFailure(unsupported).message).toBe('This wallet does not support wallet_getAssets');
  });

  it('keeps LatchErrors of its codes and wraps the others', () => {
    const own = rpcError('USER_REJECTED');
    expect(mapProviderFailure(own)).toBe(own);
    const foreign = latchError('NETWORK_NOT_FOUND');
    const wrapped = mapProviderFailure(foreign);
    expect(wrapped.code).toBe('INTERNAL_SDK_ERROR');
    expect(wrapped.message).toBe('An internal error occurred: Network not found');
    expect(wrapped.cause).toBe(foreign);
  });

  it('turns anything else into INTERNAL_SDK_ERROR with the value as cause', () => {
    expect(mapProviderFailure(new TypeError('boom')).message).toBe('An internal error occurred: boom');
    expect(mapProviderFailure('plain').message).toBe('An internal error occurred: plain');
    expect(mapProviderFailure(undefined).message).toBe('An internal error occurred: undefined');
    const odd = Object.create(null);
    const error = mapProviderFailure(odd);
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(error.message).toBe('An internal error occurred: unknown failure');
    expect(error.cause).toBe(odd);
  });

  it('survives hostile objects', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    const error = mapProviderFailure(hostile);
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(error.cause).toBe(hostile);
  });

  it('handles cyclic nesting', () => {
    const a: Record<string, unknown> = { message: 'a' };
    a.cause = { cause: a, data: { originalError: a } };
    expect(mapProviderFailure(a).code).toBe('INTERNAL_SDK_ERROR');
  });

  it('is total over any value and any JSON-RPC error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ withNullPrototype: true }), jsonRpcErrorArb()), (value) => {
        const error = mapProviderFailure(value);
        expect(isLatchError(error)).toBe(true);
        expect(PROVIDER_FAILURE_CODES).toContain(error.code);
      }),
      { numRuns: 500 },
    );
  });
});
