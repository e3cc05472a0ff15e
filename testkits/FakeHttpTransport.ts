import type {
  Clock,
  HttpPostRequest,
  HttpResponse,
  HttpTransport,
  NetworkFailure,
  Scheduler,
} from '../ports/index.js';
import { flushMicrotasks, type ManualClock } from './ManualClock.js';

/**
 * Runs the clock until no timeout is left (intervals excluded), letting async code schedule its
 * first timer before that, then returns the awaited value. For services that wait on the clock.
 */
export async function settleOn<T>(clock: ManualClock, pending: PromiseLike<T>): Promise<T> {
  await flushMicrotasks();
  await clock.runAllAsync();
  return pending;
}

/** How the fake answers one request. */
export type FakeReply =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly body: string;
      /** Answer after this many ms on the clock (default 0: at once). */
      readonly delayMs?: number;
    }
  | { readonly kind: 'networkFailure'; readonly message: string; readonly delayMs?: number }
  /** Never answers (only the caller's AbortSignal ends it). */
  | { readonly kind: 'hang' };

export interface RecordedHttpRequest {
  readonly url: string;
  readonly body: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  readonly json: unknown;
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal | undefined;
  readonly sentAt: number;
  /** When the request ended, and how. */
  settledAt?: number;
  outcome?: 'response' | 'networkFailure' | 'aborted';
}

export type FakeHandler = (request: RecordedHttpRequest) => FakeReply | Promise<FakeReply>;

/** One JSON-RPC call of a request body. */
export interface FakeRpcCall {
  readonly id: unknown;
  readonly method: string;
  readonly params: unknown;
}

/** What a JSON-RPC handler answers one call with; `undefined` leaves the call without reply. */
export type FakeRpcAnswer =
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string; readonly data?: unknown } }
  | undefined;

export interface ReplyOptions {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly delayMs?: number;
}

/** A response whose body is `value` serialised as JSON. */
export const jsonReply = (value: unknown, options: ReplyOptions = {}): FakeReply =>
  textReply(JSON.stringify(value), options);

/** A response with a raw body. */
export const textReply = (body: string, options: ReplyOptions = {}): FakeReply => ({
  kind: 'response',
  status: options.status ?? 200,
  headers: options.headers ?? {},
  body,
  ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
});

export const networkFailure = (message = 'connection refused', delayMs?: number): FakeReply => ({
  kind: 'networkFailure',
  message,
  ...(delayMs === undefined ? {} : { delayMs }),
});

export const hang = (): FakeReply => ({ kind: 'hang' });

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const toCall = (value: unknown): FakeRpcCall => ({
  id: isObject(value) ? value.id : undefined,
  method: isObject(value) && typeof value.method === 'string' ? value.method : '',
  params: isObject(value) ? value.params : undefined,
});

/** The JSON-RPC calls in a recorded body (one for a single request, all for a batch). */
export const rpcCalls = (request: Pick<RecordedHttpRequest, 'json'>): FakeRpcCall[] =>
  Array.isArray(request.json) ? request.json.map(toCall) : [toCall(request.json)];

/**
 * A handler that answers every JSON-RPC call of a body (single or batch, replies in the same order)
 * with `answer(call)`; `options` set the status, headers and delay of the whole response.
 */
export const jsonRpcHandler =
  (
    answer: (call: FakeRpcCall, request: RecordedHttpRequest) => FakeRpcAnswer,
    options: ReplyOptions = {},
  ): FakeHandler =>
  (request) => {
    const replies = rpcCalls(request).flatMap((call) => {
      const reply = answer(call, request);
      return reply === undefined ? [] : [{ jsonrpc: '2.0', id: call.id, ...reply }];
    });
    return jsonReply(Array.isArray(request.json) ? replies : (replies[0] ?? null), options);
  };

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

/**
 * A scriptable HttpTransport on a (manual) clock: handlers per URL (`route`) or for all (`otherwise`),
 * replies delayed on the clock, network failures, any status and headers, every request recorded,
 * and the caller's AbortSignal honoured (the promise rejects when it aborts).
 */
export class FakeHttpTransport implements HttpTransport {
  readonly requests: RecordedHttpRequest[] = [];
  readonly #routes = new Map<string, FakeHandler>();
  #otherwise: FakeHandler = (request) => networkFailure(`no route for ${request.url}`);

  constructor(private readonly clock: Clock & Scheduler) {}

  /** Answers requests to `url` with `handler` (replaces an earlier one). */
  route(url: string, handler: FakeHandler): this {
    this.#routes.set(url, handler);
    return this;
  }

  /** Answers requests to URLs without a route (default: a network failure). */
  otherwise(handler: FakeHandler): this {
    this.#otherwise = handler;
    return this;
  }

  /** Requests sent to `url`. */
  requestsTo(url: string): RecordedHttpRequest[] {
    return this.requests.filter((request) => request.url === url);
  }

  async post(request: HttpPostRequest): Promise<HttpResponse> {
    const recorded: RecordedHttpRequest = {
      url: request.url,
      body: request.body,
      json: parse(request.body),
      headers: request.headers ?? {},
      signal: request.signal,
      sentAt: this.clock.now(),
    };
    this.requests.push(recorded);
    const handler = this.#routes.get(request.url) ?? this.#otherwise;
    const reply = await handler(recorded);
    return new Promise<HttpResponse>((resolve, reject) => {
      const signal = request.signal;
      const settle = (outcome: NonNullable<RecordedHttpRequest['outcome']>): void => {
        recorded.settledAt = this.clock.now();
        recorded.outcome = outcome;
      };
      let cancelTimer = (): void => {};
      const onAbort = (): void => {
        cancelTimer();
        settle('aborted');
        reject(signal ? abortError(signal) : new Error('aborted'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      if (reply.kind === 'hang') return;
      const deliver = (): void => {
        signal?.removeEventListener('abort', onAbort);
        if (reply.kind === 'response') {
          settle('response');
          resolve({ status: reply.status, headers: reply.headers, body: reply.body });
        } else {
          settle('networkFailure');
          const failure: NetworkFailure = {
            kind: 'NetworkFailure',
            url: request.url,
            message: reply.message,
          };
          reject(failure);
        }
      };
      if (reply.delayMs === undefined || reply.delayMs <= 0) deliver();
      else cancelTimer = this.clock.setTimeout(deliver, reply.delayMs);
    });
  }
}
