import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertRpcAllowed } from './assertRpcAllowed.js';
import { classifyRpcMethod } from './classifyRpcMethod.js';
import { isRpcCallAllowedUnprompted } from './isRpcCallAllowedUnprompted.js';
import {
  isSolanaSigningMethod,
  SAFE_RPC_METHODS,
  SOLANA_SIGNING_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpcMethods.js';

const known: readonly string[] = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS];
const unknownMethod = () =>
  fc
    .oneof(
      fc.string(),
      fc.string().map((s) => `eth_${s}`),
      fc.constant('wallet_switchEthereumChain'),
    )
    .filter((method) => !known.includes(method));

describe('RPC method lists', () => {
  it('are disjoint and duplicate-free', () => {
    expect(new Set(known).size).toBe(known.length);
  });

  it('pin the unsafe methods of SPEC §5', () => {
    expect(UNSAFE_RPC_METHODS).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
      'eth_sendUserOperation',
    ]);
    expect([...SOLANA_SIGNING_METHODS].every(isSolanaSigningMethod)).toBe(true);
    expect(isSolanaSigningMethod('personal_sign')).toBe(false);
  });

  it('keep the safe list read-only: eth_* (and raw broadcast) plus wallet_getCapabilities', () => {
    expect(SAFE_RPC_METHODS).toHaveLength(34);
    for (const method of SAFE_RPC_METHODS) {
      expect(method.startsWith('eth_') || method === 'wallet_getCapabilities').toBe(true);
      expect(/sign|sendTransaction$/i.test(method)).toBe(false);
    }
    expect(SAFE_RPC_METHODS).toContain('eth_sendRawTransaction');
    expect(SAFE_RPC_METHODS).toContain('eth_blobBaseFee');
  });
});

describe('classifyRpcMethod / assertRpcAllowed / isRpcCallAllowedUnprompted', () => {
  it('classify each list and agree with each other', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(classifyRpcMethod(method)).toBe('safe');
      expect(assertRpcAllowed(method)._unsafeUnwrap()).toBe(method);
      expect(isRpcCallAllowedUnprompted(method)).toBe(true);
    }
    for (const method of UNSAFE_RPC_METHODS) {
      expect(classifyRpcMethod(method)).toBe('unsafe');
      expect(assertRpcAllowed(method)._unsafeUnwrap()).toBe(method);
      expect(isRpcCallAllowedUnprompted(method)).toBe(false);
    }
  });

  it('reject every unlisted method with "Requested RPC call is not allowed"', () => {
    fc.assert(
      fc.property(unknownMethod(), (method) => {
        expect(classifyRpcMethod(method)).toBe('unknown');
        expect(assertRpcAllowed(method)._unsafeUnwrapErr().message).toBe('Requested RPC call is not allowed');
        expect(isRpcCallAllowedUnprompted(method)).toBe(false);
      }),
    );
  });

  it('are case-sensitive and ignore prototype keys', () => {
    expect(classifyRpcMethod('ETH_CALL')).toBe('unknown');
    expect(classifyRpcMethod('toString')).toBe('unknown');
    expect(classifyRpcMethod('constructor')).toBe('unknown');
  });
});
