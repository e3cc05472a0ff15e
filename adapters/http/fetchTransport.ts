import type { HttpPostRequest, HttpResponse, HttpTransport } from '../../ports/index.js';
import { NetworkFailureError } from './failures.js';

/** HttpTransport over the platform's `fetch`: any status resolves; no response rejects. */
export const createFetchTransport = (
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): HttpTransport => ({
  async post(request: HttpPostRequest): Promise<HttpResponse> {
    let response: Response;
    try {
      response = await fetchImpl(request.url, {
        method: 'POST',
        body: request.body,
        headers: { 'content-type': 'application/json', ...request.headers },
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (cause) {
      throw new NetworkFailureError(request.url, cause);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  },
});
