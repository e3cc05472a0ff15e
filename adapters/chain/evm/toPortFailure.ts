import { BaseError, HttpRequestError, TimeoutError } from 'viem';
import { isLatchError, isPortFailure } from '../../../core/errors/index.js';
import { HttpFailureError, NetworkFailureError } from '../../http/failures.js';
import { ProviderRpcFailureError } from './failures.js';

/** How many `cause` links are followed. */
const MAX_DEPTH = 12;

type Indexable = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

/** `error` and its `cause` chain, outermost first. */
const causeChain = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (isObject(current) && chain.length < MAX_DEPTH && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
};

/** The provider's or node's own error object: the innermost coded error viem did not create. */
const rawRpcError = (
  chain: readonly unknown[],
): { code: number; message: string; data: unknown } | undefined => {
  for (let index = chain.length - 1; index >= 0; index--) {
    const item = chain[index];
    if (isObject(item) && !(item instanceof BaseError) && typeof item.code === 'number') {
      return {
        code: item.code,
        message: typeof item.message === 'string' ? item.message : '',
        data: item.data,
      };
    }
  }
  return undefined;
};

/**
 * Turns what viem threw into the failure shapes core maps (ports/failures.ts): the wallet's or node's
 * JSON-RPC error `{code, message, data}` (found in viem's cause chain) as a ProviderRpcFailure, an HTTP
 * status as an HttpFailure, an unreachable endpoint or timeout as a NetworkFailure. Anything else (e.g. a
 * viem ChainMismatchError) and failures already in port shape are returned unchanged; a port failure or catalogue
 * error inside viem's wrapping (thrown by jsonRpcTransport) is returned as it was thrown.
 */
export function toPortFailure(error: unknown): unknown {
  if (isPortFailure(error)) return error;
  const chain = causeChain(error);
  // What our own transport threw (jsonRpcTransport), wrapped by viem: given back as it was.
  const ours = chain.find((item) => isPortFailure(item) || isLatchError(item));
  if (ours) return ours;
  const raw = rawRpcError(chain);
  if (raw) return new ProviderRpcFailureError(raw, { cause: error });
  const http = chain.find((item) => item instanceof HttpRequestError);
  if (http) {
    return http.status === undefined
      ? new NetworkFailureError(http.url, http.cause ?? http)
      : new HttpFailureError({ status: http.status, url: http.url });
  }
  const timeout = chain.find((item) => item instanceof TimeoutError);
  if (timeout) return new NetworkFailureError(timeout.url, timeout);
  return error;
}

/** Runs `operation`, rejecting with `toPortFailure` of whatever it throws. */
export async function withPortFailure<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toPortFailure(error);
  }
}
