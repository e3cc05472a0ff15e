import { describe, expect, it } from 'vitest';
import { latchError, rpcError } from '../../lib/errors/index.js';
import { type ProviderRpcError, providerError, toProviderRpcError } from './providerRpcError.js';

const plain = (error: ProviderRpcError) => ({ code: error.code, message: error.message, data: error.data });

describe('toProviderRpcError', () => {
  it('gives each EIP-1193 code with the catalogue’s text, whatever the wallet wrote', () => {
    expect(plain(toProviderRpcError({ code: 4001, message: 'MetaMask: User denied' }))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
      data: undefined,
    });
    // WalletConnect's rejection (5000) and one wrapped in -32603 are the user's refusal to wagmi too.
    expect(toProviderRpcError({ code: 5000, message: 'User rejected.' }).code).toBe(4001);
    expect(
      toProviderRpcError({ code: -32603, message: 'Internal', data: { originalError: { code: 4001 } } }).code,
    ).toBe(4001);
    expect(toProviderRpcError({ code: 4100, message: 'x' }).message).toBe(
      'The requested method and/or account has not been authorized by the user.',
    );
  });

  it('keeps a node’s own code and its data (a revert’s, to decode)', () => {
    const reverted = toProviderRpcError({ code: 3, message: 'execution reverted: nope', data: '0x08c379a0' });
    expect(plain(reverted)).toEqual({
      code: 3,
      message: 'Execution reverted with reason: nope.',
      data: '0x08c379a0',
    });
  });

  it('catalogue errors keep their meaning: not found is 4902, a missing capability 4200', () => {
    expect(toProviderRpcError(latchError('NETWORK_NOT_FOUND')).code).toBe(4902);
    expect(
      toProviderRpcError(latchError('UNSUPPORTED_CAPABILITY', { params: { capability: 'x' } })).code,
    ).toBe(4200);
    expect(toProviderRpcError(rpcError('USER_REJECTED')).code).toBe(4001);
  });

  it('what is not an RPC error is -32603 with a fixed text, never what was thrown', () => {
    expect(plain(toProviderRpcError(new Error('secret stack detail')))).toEqual({
      code: -32603,
      message: 'An internal error was received.',
      data: undefined,
    });
  });

  it('providerError is the bare code with its text; an existing ProviderRpcError is kept', () => {
    const error = providerError(4900);
    expect(error).toBeInstanceOf(Error);
    expect(plain(error)).toEqual({
      code: 4900,
      message: 'The Provider is disconnected from all chains.',
      data: undefined,
    });
    expect(toProviderRpcError(error)).toBe(error);
  });
});
