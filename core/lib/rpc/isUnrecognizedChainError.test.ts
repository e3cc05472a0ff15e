import { describe, expect, it } from 'vitest';
import { rpcError } from '../errors/index.js';
import { isUnrecognizedChainError } from './isUnrecognizedChainError.js';

describe('isUnrecognizedChainError', () => {
  it('recognises 4902, direct or nested in a wrapper', () => {
    expect(isUnrecognizedChainError({ code: 4902, message: 'Unrecognized chain ID "0x89".' })).toBe(true);
    expect(
      isUnrecognizedChainError({
        code: -32603,
        message: 'x',
        data: { originalError: { code: 4902, message: 'y' } },
      }),
    ).toBe(true);
    expect(isUnrecognizedChainError(rpcError('SWITCH_CHAIN_ERROR'))).toBe(true);
  });

  it('recognises wallets that only say so in the message', () => {
    expect(isUnrecognizedChainError({ code: -32603, message: 'Unrecognized chain ID 0x2105' })).toBe(true);
    expect(
      isUnrecognizedChainError({
        code: -32602,
        message: 'Chain 0x89 has not been added. Try adding the chain.',
      }),
    ).toBe(true);
    expect(isUnrecognizedChainError(new Error('unrecognised chain'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUnrecognizedChainError({ code: 4001, message: 'User rejected the request.' })).toBe(false);
    expect(isUnrecognizedChainError(new Error('timeout'))).toBe(false);
    expect(isUnrecognizedChainError(undefined)).toBe(false);
  });
});
