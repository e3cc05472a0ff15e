import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow';
import type { Clock, HttpTransport, Scheduler } from '../../../ports/index.js';
import { latchError, rpcError } from '../errors/index.js';
import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './constants.js';
import { type BatchOptions, createBatchDispatcher, type RpcCall } from './createBatchDispatcher.js';
import { isDefinitiveRpcError } from './isDefinitiveRpcError.js';
import { isRetryableRpcError } from './isRetryableRpcError.js';
import { postJsonRpc } from './postJsonRpc.js';
import { retryWithBackoff } from './retryWithBackoff.js';
import type { RpcClientError, RpcFailure } from './types.js';

/** Anything that ranks endpoints, best first (see createFallbackRanker). */
export interface EndpointRanking {
  ranked(): readonly string[];
}

export interface RetryOptions {
  /** First retry delay (default 150 ms), doubling. */
  readonly delayMs?: number;
  /** Retries after the first attempt (default 3). */
  readonly count?: number;
  /** Which failures are retried (default: SPEC §8 codes and statuses). */
  readonly shouldRetry?: (error: RpcClientError) => boolean;
}

interface ClientBaseOptions {
  readonly transport: HttpTransport;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Per HTTP request (default 10 000 ms). */
  readonly timeoutMs?: number;
  /** Batching (default size 1000, wait 0); `false` sends every call alone. */
  readonly batch?: false | Partial<BatchOptions>;
  readonly retry?: RetryOptions;
  /** Extra HTTP headers. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Fixed endpoints (tried in this order) or a ranking asked before every attempt. */
export type JsonRpcClientOptions = ClientBaseOptions &
  (
    | { readonly urls: readonly string[]; readonly fallback?: never }
    | { readonly fallback: EndpointRanking; readonly urls?: never }
  );

export interface JsonRpcClient {
  /** Sends one JSON-RPC call; the result type is the caller's claim about the method's result. */
  request<T = unknown>(method: string, params?: unknown): ResultAsync<T, RpcClientError>;
}

const serialise = (id: number, method: string, params: unknown): Result<string, RpcClientError> => {
  try {
    return ok(JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }));
  } catch (cause) {
    return err(rpcError('INVALID_PARAMS', { details: `params of ${method} are not JSON`, cause }));
  }
};

/**
 * A JSON-RPC 2.0 client over the HttpTransport port. Calls of one tick are batched (bodies of at most
 * 1000); each attempt walks the endpoints best first, stopping at a definitive node error and falling
 * through on transport and retryable failures; when a walk fails with a retryable error it is
 * repeated after Retry-After or 150·2^n ms, at most 3 times. Every HTTP request is aborted at its
 * timeout.
 */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const { transport, scheduler, clock, headers } = options;
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const retry = {
    delayMs: options.retry?.delayMs ?? RPC_RETRY_DELAY_MS,
    count: options.retry?.count ?? RPC_RETRY_COUNT,
    shouldRetry: options.retry?.shouldRetry ?? isRetryableRpcError,
  };
  const batch =
    options.batch === false
      ? undefined
      : {
          size: Math.max(1, Math.floor(options.batch?.size ?? RPC_BATCH_SIZE)),
          waitMs: options.batch?.waitMs ?? RPC_BATCH_WAIT_MS,
        };
  const endpoints = (): readonly string[] =>
    options.fallback ? options.fallback.ranked() : (options.urls ?? []);
  const dispatcher = createBatchDispatcher({
    scheduler,
    ...(batch ? { batch } : {}),
    post: (url, body) =>
      postJsonRpc({ transport, scheduler, clock, url, body, timeoutMs, ...(headers ? { headers } : {}) }),
  });
  let nextId = 1;

  /** One pass over the endpoints, best first. */
  const walk = async (call: RpcCall): Promise<Result<unknown, RpcFailure>> => {
    const urls = endpoints();
    if (urls.length === 0) return err({ error: latchError('RPC_URL_REQUIRED') });
    let last: RpcFailure | undefined;
    let retryable: RpcFailure | undefined;
    for (const url of urls) {
      const outcome = await dispatcher.send(url, call);
      if (outcome.isOk() || isDefinitiveRpcError(outcome.error.error)) return outcome;
      last = outcome.error;
      if (retry.shouldRetry(last.error)) retryable = last;
    }
    return err(retryable ?? last ?? { error: latchError('RPC_URL_REQUIRED') });
  };

  return {
    request<T = unknown>(method: string, params?: unknown): ResultAsync<T, RpcClientError> {
      const id = nextId++;
      const json = serialise(id, method, params);
      if (json.isErr()) return errAsync(json.error);
      const call: RpcCall = { id, json: json.value };
      return retryWithBackoff(() => new ResultAsync(walk(call)), {
        scheduler,
        baseMs: retry.delayMs,
        retries: retry.count,
        shouldRetry: (failure) => retry.shouldRetry(failure.error),
        retryAfterMs: (failure) => failure.retryAfterMs,
      })
        .mapErr((failure) => failure.error)
        .map((result) => result as T);
    },
  };
}
