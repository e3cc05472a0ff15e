import { type LatchError, latchError } from '../../core/lib/errors/index.js';

export interface VerifierEndpoint {
  /** The data service, e.g. `http://127.0.0.1:8787`. */
  readonly baseUrl: string;
  readonly projectId: string;
  /** A request not answered within this many ms fails. Default 10 s. */
  readonly timeoutMs?: number;
}

export interface VerifierAnswer {
  readonly status: number;
  readonly body: unknown;
}

const describe = (body: unknown, status: number): string => {
  const reasons: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'reasons') : undefined;
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined;
  const text: unknown =
    typeof first === 'object' && first !== null ? Reflect.get(first, 'description') : undefined;
  return typeof text === 'string' ? text : `HTTP ${status}`;
};

/**
 * One request to the sign-in verifier: the project in the query, JSON in and out, the session token as a
 * bearer header. Resolves with any HTTP answer (callers decide what a 401 means); rejects with
 * DATA_SERVICE_ERROR only when no answer came.
 */
export const callVerifier = async (
  endpoint: VerifierEndpoint,
  request: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; token?: string },
): Promise<VerifierAnswer> => {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}${request.path}?projectId=${encodeURIComponent(endpoint.projectId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.token === undefined ? {} : { authorization: `Bearer ${request.token}` }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? 10_000),
    });
  } catch (cause) {
    throw latchError('DATA_SERVICE_ERROR', {
      params: { description: 'The sign-in service did not answer' },
      cause,
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
};

/** The verifier's refusal as a catalogue error carrying its text and status. */
export const verifierRefusal = (answer: VerifierAnswer): LatchError<'DATA_SERVICE_ERROR'> =>
  latchError('DATA_SERVICE_ERROR', {
    params: { description: describe(answer.body, answer.status) },
    data: { status: answer.status },
  });
