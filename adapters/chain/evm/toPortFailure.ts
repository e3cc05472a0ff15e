import type { HttpRequestError, TimeoutError } from 'viem';
import { isLatchError, isPortFailure } from '../../../core/lib/errors/index.js';
import { HttpFailureError, NetworkFailureError } from '../../http/failures.js';
import { ProviderRpcFailureError } from './failures.js';

/** How many `cause` links are followed. */
const MAX_DEPTH = 12;

type Indexable = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

/*
 * viem's errors are told apart by the fields every viem error has (BaseError: shortMessage, details, docsPath,
 * version) and their name, not by their classes: the wallet connectors that use this run before the click, and
 * viem's error classes would come with them into the page's first chunk.
 */
const isViemError = (value: unknown): boolean =>
  value instanceof Error &&
  'shortMessage' in value &&
  'details' in value &&
  'docsPath' in value &&
  typeof (value as Error & { version?: unknown }).version === 'string';
const isViemErrorNamed =
  <T>(name: string) =>
  (value: unknown): value is T =>
    isViemError(value) && (value as Error).name === name;
const isHttpRequestError = isViemErrorNamed<HttpRequestError>('HttpRequestError');
const isTimeoutError = isViemErrorNamed<TimeoutError>('TimeoutError');

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
    if (isObject(item) && !isViemError(item) && typeof item.code === 'number') {
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
  const http = chain.find(isHttpRequestError);
  if (http) {
    return http.status === undefined
      ? new NetworkFailureError(http.url, http.cause ?? http)
      : new HttpFailureError({ status: http.status, url: http.url });
  }
  const timeout = chain.find(isTimeoutError);
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
