import { HttpRequestError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { HttpFailureError } from '../../http/failures.js';
import { ProviderRpcFailureError } from './failures.js';
import { withPortFailureLater } from './withPortFailureLater.js';

describe('withPortFailureLater', () => {
  it('gives back what the operation resolves to, without fetching the mapping', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.reject(new Error('not to be fetched'));
    };
    await expect(withPortFailureLater(async () => 7, load)).resolves.toBe(7);
    expect(loads).toBe(0);
  });

  it("maps a failure with toPortFailure, fetched by the failure: the wallet's code, an HTTP status", async () => {
    const rejected = new UserRejectedRequestError(Object.assign(new Error('User rejected'), { code: 4001 }));
    const walletFailure = await withPortFailureLater(() => Promise.reject(rejected)).catch((e: unknown) => e);
    expect(walletFailure).toBeInstanceOf(ProviderRpcFailureError);
    expect(walletFailure).toMatchObject({ code: 4001 });
    const http = new HttpRequestError({ url: 'https://rpc.example', status: 502 });
    const httpFailure = await withPortFailureLater(() => Promise.reject(http)).catch((e: unknown) => e);
    expect(httpFailure).toBeInstanceOf(HttpFailureError);
    expect(httpFailure).toMatchObject({ status: 502 });
  });

  it('throws the failure as it was when the mapping cannot be fetched', async () => {
    const failure = new Error('provider gone');
    const thrown = await withPortFailureLater(
      () => Promise.reject(failure),
      () => Promise.reject(new Error('chunk not fetched')),
    ).catch((e: unknown) => e);
    expect(thrown).toBe(failure);
  });
});
