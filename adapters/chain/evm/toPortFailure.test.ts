import {
  ChainMismatchError,
  HttpRequestError,
  InternalRpcError,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem';
import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { mapProviderFailure } from '../../../core/lib/rpc/index.js';
import { ProviderRpcFailureError, UnsupportedFailureError } from './failures.js';
import { toPortFailure, withPortFailure } from './toPortFailure.js';

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

describe('toPortFailure', () => {
  it("digs the wallet's own {code, message, data} out of viem's wrappers", () => {
    const raw = new WalletError(4001, 'MetaMask Tx Signature: User denied transaction signature.');
    const wrapped = new TransactionExecutionError(new UserRejectedRequestError(raw), {
      account: null,
      chain: mainnet,
    });
    const failure = toPortFailure(wrapped);
    expect(failure).toBeInstanceOf(ProviderRpcFailureError);
    expect(failure).toMatchObject({ kind: 'ProviderRpcFailure', code: 4001, message: raw.message });
    expect(failure).toHaveProperty('cause', wrapped);
    expect(mapProviderFailure(failure).code).toBe('USER_REJECTED');
  });

  it('keeps the data of a -32603 wrapper so core finds the real error inside', () => {
    const raw = new WalletError(-32603, 'Internal JSON-RPC error.', {
      originalError: { code: 4902, message: 'x' },
    });
    const failure = toPortFailure(new InternalRpcError(raw));
    expect(failure).toMatchObject({ code: -32603, data: raw.data });
    expect(mapProviderFailure(failure).code).toBe('SWITCH_CHAIN_ERROR');
  });

  it("turns a node's JSON-RPC error, an HTTP status, an unreachable endpoint and a timeout into port shapes", () => {
    const node = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'nonce too low', data: '0x01' },
      url: 'http://127.0.0.1:8545',
    });
    expect(toPortFailure(node)).toMatchObject({
      kind: 'ProviderRpcFailure',
      code: -32000,
      message: 'nonce too low',
      data: '0x01',
    });
    const status = new HttpRequestError({ status: 502, url: 'http://127.0.0.1:8545' });
    expect(toPortFailure(status)).toMatchObject({
      kind: 'HttpFailure',
      status: 502,
      url: 'http://127.0.0.1:8545',
    });
    const refused = new HttpRequestError({ url: 'http://127.0.0.1:9', cause: new Error('fetch failed') });
    expect(toPortFailure(refused)).toMatchObject({ kind: 'NetworkFailure', url: 'http://127.0.0.1:9' });
    const timeout = new TimeoutError({ body: {}, url: 'http://127.0.0.1:9' });
    expect(toPortFailure(timeout)).toMatchObject({ kind: 'NetworkFailure', url: 'http://127.0.0.1:9' });
  });

  it('returns port failures and unrelated errors unchanged', () => {
    const unsupported = new UnsupportedFailureError('network solana:mainnet');
    expect(toPortFailure(unsupported)).toBe(unsupported);
    const mismatch = new ChainMismatchError({ chain: mainnet, currentChainId: 5 });
    expect(toPortFailure(mismatch)).toBe(mismatch);
    expect(toPortFailure('boom')).toBe('boom');
  });

  it('withPortFailure passes results through and rejects with the converted failure', async () => {
    await expect(withPortFailure(async () => 7)).resolves.toBe(7);
    await expect(
      withPortFailure(async () => {
        throw new UserRejectedRequestError(new WalletError(4001, 'no'));
      }),
    ).rejects.toMatchObject({ kind: 'ProviderRpcFailure', code: 4001, message: 'no' });
  });
});
