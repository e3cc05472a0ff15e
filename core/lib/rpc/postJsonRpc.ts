import { err, ok, type Result, ResultAsync } from 'neverthrow';
import type { Clock, HttpResponse, HttpTransport, Scheduler } from '../../../ports/index.js';
import { latchError, rpcError } from '../errors/index.js';
import { parseRetryAfter } from './parseRetryAfter.js';
import type { RpcFailure } from './types.js';

export interface PostJsonRpcArgs {
  readonly transport: HttpTransport;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly url: string;
  /** Serialised JSON-RPC request or batch. */
  readonly body: string;
  readonly timeoutMs: number;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A 2xx answer, parsed; `retryAfterMs` when the server sent Retry-After. */
export interface JsonRpcHttpReply {
  readonly json: unknown;
  readonly retryAfterMs?: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' } as const;
/** Longest part of a response body kept in an error's `details`. */
const DETAILS_LIMIT = 1000;

const describe = (cause: unknown): string => {
  if (
    typeof cause === 'object' &&
    cause !== null &&
    'message' in cause &&
    typeof cause.message === 'string'
  ) {
    return cause.message;
  }
  return 'no response';
};

const read = (url: string, response: HttpResponse, nowMs: number): Result<JsonRpcHttpReply, RpcFailure> => {
  const retryAfterMs = parseRetryAfter(response.headers['retry-after'], nowMs);
  const after = retryAfterMs === undefined ? {} : { retryAfterMs };
  const details = response.body.slice(0, DETAILS_LIMIT);
  if (response.status < 200 || response.status > 299) {
    const error = rpcError('RPC_HTTP_ERROR', {
      params: { status: response.status },
      details,
      data: { status: response.status, url, body: response.body, ...after },
    });
    return err({ error, ...after });
  }
  try {
    const json: unknown = JSON.parse(response.body);
    return ok({ json, ...after });
  } catch (cause) {
    const error = rpcError('PARSE_ERROR', {
      details: `invalid JSON from ${url}: ${details}`,
      cause,
      data: { status: response.status, url, body: response.body },
    });
    return err({ error, ...after });
  }
};

/**
 * One JSON-RPC HTTP POST through the transport port, aborted after `timeoutMs` (scheduler timer +
 * AbortController): resolves with the parsed 2xx body, or RPC_TIMEOUT, RPC_NETWORK_ERROR (no
 * response), RPC_HTTP_ERROR (non-2xx, with status and body) or PARSE_ERROR (not JSON). Never later
 * than the timeout, even when the transport ignores the abort.
 */
export function postJsonRpc(args: PostJsonRpcArgs): ResultAsync<JsonRpcHttpReply, RpcFailure> {
  const { transport, scheduler, clock, url, body, timeoutMs, headers } = args;
  const controller = new AbortController();
  const settled = new Promise<Result<JsonRpcHttpReply, RpcFailure>>((resolve) => {
    let done = false;
    const finish = (result: Result<JsonRpcHttpReply, RpcFailure>): void => {
      if (done) return;
      done = true;
      cancelTimeout();
      resolve(result);
    };
    const cancelTimeout = scheduler.setTimeout(() => {
      controller.abort();
      const error = rpcError('RPC_TIMEOUT', {
        details: `${url} did not answer in ${timeoutMs} ms`,
        data: { url },
      });
      finish(err({ error }));
    }, timeoutMs);
    const noResponse = (cause: unknown): void => {
      const error = latchError('RPC_NETWORK_ERROR', { details: describe(cause), cause, data: { url } });
      finish(err({ error }));
    };
    try {
      transport
        .post({ url, body, headers: { ...JSON_HEADERS, ...headers }, signal: controller.signal })
        .then((response) => finish(read(url, response, clock.now())), noResponse);
    } catch (cause) {
      noResponse(cause);
    }
  });
  return new ResultAsync(settled);
}
