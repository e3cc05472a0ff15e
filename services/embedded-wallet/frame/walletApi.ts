import { err, ok, type Result } from 'neverthrow';
import {
  APPROVAL_HEADER,
  PROOF_HEADER,
  type ProofKey,
  signApproval,
  signRequestProof,
} from '../proof/signRequestProof.js';

/** A failed call: the service's first reason (shown to the user as is), and the HTTP status (0 = network). */
export interface ApiFailure {
  readonly status: number;
  readonly message: string;
}

export type ApiResult<T> = Promise<Result<T, ApiFailure>>;

export interface PostOptions {
  readonly signal?: AbortSignal;
  /** The user approved this exact request in the frame's panel: it goes with the frame's approval. */
  readonly approved?: true;
}

/**
 * The frame's calls to its own service (same origin): the project, the host page, the bearer token, and the
 * proof of possession of the frame's key over each exact request (and its approval, for an approved one).
 */
export interface WalletApi {
  get<T>(path: string, query?: Record<string, string>): ApiResult<T>;
  post<T>(path: string, body?: unknown, options?: PostOptions): ApiResult<T>;
}

export interface WalletApiOptions {
  readonly projectId: string;
  /** The host page's origin (checked by the frame on every message; the service checks it again). */
  readonly hostOrigin: string;
  readonly token: () => string | undefined;
  /** The frame's non-extractable key (frameKey.ts): it signs every request. */
  readonly key: () => Promise<ProofKey>;
  readonly fetch?: typeof fetch;
  /** Default Date.now. */
  readonly now?: () => number;
}

const HOST_ORIGIN_HEADER = 'x-latch-host-origin';

const reasonOf = (body: unknown, status: number): string => {
  const reasons = (body as { reasons?: { description?: unknown }[] } | undefined)?.reasons;
  const description = reasons?.[0]?.description;
  return typeof description === 'string' ? description : `The wallet service answered ${status}`;
};

export const createWalletApi = (options: WalletApiOptions): WalletApi => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body: unknown,
    extra: PostOptions = {},
  ): ApiResult<T> => {
    const search = new URLSearchParams({ projectId: options.projectId, ...query });
    const url = `${path}?${search}`;
    const token = options.token();
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = { [HOST_ORIGIN_HEADER]: options.hostOrigin };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const key = await options.key();
      const signed = { method, url, hostOrigin: options.hostOrigin, body: text, token };
      headers[PROOF_HEADER] = await signRequestProof(key, signed, now());
      if (extra.approved === true) headers[APPROVAL_HEADER] = await signApproval(key, signed, now());
      const response = await doFetch(url, {
        method,
        headers,
        credentials: 'omit',
        ...(body === undefined ? {} : { body: text }),
        ...(extra.signal === undefined ? {} : { signal: extra.signal }),
      });
      const answer = await response.text();
      const parsed: unknown = answer === '' ? undefined : JSON.parse(answer);
      return response.ok
        ? ok(parsed as T)
        : err({ status: response.status, message: reasonOf(parsed, response.status) });
    } catch {
      return err({ status: 0, message: 'The wallet service cannot be reached' });
    }
  };
  return {
    get: (path, query = {}) => call('GET', path, query, undefined),
    post: (path, body, extra) => call('POST', path, {}, body, extra),
  };
};
