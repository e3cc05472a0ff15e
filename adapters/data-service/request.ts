import type { FetchOptions, ofetch } from 'ofetch';
import { parseRetryAfter } from '../../core/lib/rpc/index.js';
import {
  describeFailureBody,
  HttpFailureError,
  isFetchError,
  NetworkFailureError,
} from '../http/failures.js';

export interface DataServiceClientConfig {
  /** Base URL of the data service: our local stack (http://127.0.0.1:8787) or the hosted one. */
  readonly baseUrl: string;
  readonly projectId: string;
  readonly sdkType: string;
  readonly sdkVersion: string;
  /** A request not answered within this many ms fails as a NetworkFailure (default 10 s). */
  readonly timeoutMs?: number;
}

/** How long the data service gets to answer one request. */
export const DATA_SERVICE_TIMEOUT_MS = 10_000;

/** Per-request options: `signal` aborts the request (the view that asked for it closed). */
export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface Requester {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, query?: Query, options?: RequestOptions): Promise<T>;
}

/**
 * One place that talks HTTP to the data service: adds projectId/st/sv, never retries (core decides), gives up
 * after `timeoutMs` (10 s), aborts on the caller's signal, and turns every failure into the port's HttpFailure
 * (status, reasons[0].description, Retry-After) or NetworkFailure (no answer, timed out, aborted).
 */
export function createRequester(config: DataServiceClientConfig, fetcher?: typeof ofetch): Requester {
  const baseURL = config.baseUrl.replace(/\/+$/, '');
  const common = { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion };
  const timeout = config.timeoutMs ?? DATA_SERVICE_TIMEOUT_MS;

  const send = async <T>(path: string, options: FetchOptions<'json'>): Promise<T> => {
    const url = `${baseURL}${path}`;
    const deadline = withDeadline(options.signal ?? undefined, timeout);
    try {
      // ofetch arrives with the first request (its own chunk): the page before the click does not need it.
      const fetch = fetcher ?? (await import('ofetch')).ofetch;
      return await fetch<T>(url, { ...options, ...deadline.options, retry: 0, responseType: 'json' });
    } catch (cause) {
      if (isFetchError(cause) && cause.response !== undefined) {
        const description = describeFailureBody(cause.data);
        const retryAfterMs = parseRetryAfter(
          cause.response.headers.get('retry-after') ?? undefined,
          Date.now(),
        );
        throw new HttpFailureError({
          status: cause.response.status,
          url,
          ...(description === undefined ? {} : { description }),
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        });
      }
      throw new NetworkFailureError(url, cause);
    } finally {
      deadline.done();
    }
  };

  return {
    get: (path, query = {}, { signal } = {}) =>
      send(path, {
        method: 'GET',
        query: { ...common, ...definedOnly(query) },
        ...(signal === undefined ? {} : { signal }),
      }),
    post: (path, body, query = {}, { signal } = {}) =>
      send(path, {
        method: 'POST',
        body: body as Record<string, unknown>,
        query: { ...common, ...definedOnly(query) },
        ...(signal === undefined ? {} : { signal }),
      }),
  };
}

/**
 * The request's deadline: ofetch's own `timeout` when the caller gave no signal; with one, a signal that aborts
 * on either (ofetch ignores `timeout` once a `signal` is given, so a caller's signal would lift the deadline).
 */
const withDeadline = (
  signal: AbortSignal | undefined,
  timeoutMs: number,
): { readonly options: FetchOptions<'json'>; done(): void } => {
  if (signal === undefined) return { options: { timeout: timeoutMs }, done: () => undefined };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return {
    options: { signal: controller.signal },
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
};

const definedOnly = (query: Query): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );

/** Path segments are user input (addresses, names): always encoded. */
export const segment = (value: string): string => encodeURIComponent(value);

/** A response whose shape is not what the contract says: reported like a bad gateway. */
export function expectShape<T>(value: unknown, check: (value: unknown) => boolean, url: string): T {
  if (check(value)) return value as T;
  throw new HttpFailureError({
    status: 502,
    url,
    description: 'The data service sent an unexpected response',
  });
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const hasArray = (key: string) => (value: unknown) => isObject(value) && Array.isArray(value[key]);
