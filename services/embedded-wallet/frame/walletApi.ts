import { err, ok, type Result } from 'neverthrow';

/** A failed call: the service's first reason (shown to the user as is), and the HTTP status (0 = network). */
export interface ApiFailure {
  readonly status: number;
  readonly message: string;
}

export type ApiResult<T> = Promise<Result<T, ApiFailure>>;

/** The frame's calls to its own service (same origin): the project, the host page, the bearer token. */
export interface WalletApi {
  get<T>(path: string, query?: Record<string, string>): ApiResult<T>;
  post<T>(path: string, body?: unknown, options?: { signal?: AbortSignal }): ApiResult<T>;
}

export interface WalletApiOptions {
  readonly projectId: string;
  /** The host page's origin (checked by the frame on every message; the service checks it again). */
  readonly hostOrigin: string;
  readonly token: () => string | undefined;
  readonly fetch?: typeof fetch;
}

const HOST_ORIGIN_HEADER = 'x-latch-host-origin';

const reasonOf = (body: unknown, status: number): string => {
  const reasons = (body as { reasons?: { description?: unknown }[] } | undefined)?.reasons;
  const description = reasons?.[0]?.description;
  return typeof description === 'string' ? description : `The wallet service answered ${status}`;
};

export const createWalletApi = (options: WalletApiOptions): WalletApi => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body: unknown,
    signal?: AbortSignal,
  ): ApiResult<T> => {
    const search = new URLSearchParams({ projectId: options.projectId, ...query });
    const token = options.token();
    const headers: Record<string, string> = { [HOST_ORIGIN_HEADER]: options.hostOrigin };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await doFetch(`${path}?${search}`, {
        method,
        headers,
        credentials: 'omit',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal === undefined ? {} : { signal }),
      });
      const text = await response.text();
      const parsed: unknown = text === '' ? undefined : JSON.parse(text);
      return response.ok
        ? ok(parsed as T)
        : err({ status: response.status, message: reasonOf(parsed, response.status) });
    } catch {
      return err({ status: 0, message: 'The wallet service cannot be reached' });
    }
  };
  return {
    get: (path, query = {}) => call('GET', path, query, undefined),
    post: (path, body, extra) => call('POST', path, {}, body, extra?.signal),
  };
};
