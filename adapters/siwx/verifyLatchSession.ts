import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError, siwxError } from '../../core/lib/errors/index.js';
import { checkSiwxTimes, parseSiwxMessage, type SiwxTimeError } from '../../core/lib/siwx/index.js';
import type { Clock, SiwxMessageData } from '../../ports/index.js';

/** What a host's backend learns from a valid Latch session token. */
export interface VerifiedLatchSession {
  readonly sessionId: string;
  /** CAIP-10 account, e.g. `eip155:1:0x…`. */
  readonly account: string;
  /** The signed message's fields, read from the message itself (not from the service's `data`). */
  readonly data: SiwxMessageData;
  readonly expiresAt: string;
}

export interface VerifyLatchSessionOptions {
  /** The data service, e.g. `http://127.0.0.1:8787`. */
  readonly apiUrl: string;
  /** The bearer token the browser got from `POST /v1/siwx/sessions`. */
  readonly token: string;
  /** This backend's own domain (`host[:port]`): a session signed for another site is refused. */
  readonly domain: string;
  readonly projectId?: string;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Clock skew tolerated for the message's times, ms. Default 5000. */
  readonly skewMs?: number;
}

export type VerifyLatchSessionError =
  | LatchError<'SIWX_SESSION_INVALID'>
  | LatchError<'DATA_SERVICE_ERROR'>
  | LatchError<'SIWX_MESSAGE_INVALID'>
  | SiwxTimeError;

interface SessionAnswer {
  readonly id: string;
  readonly status: string;
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly expiresAt: string;
}

const readSession = async (
  options: VerifyLatchSessionOptions,
): Promise<Result<SessionAnswer, VerifyLatchSessionError>> => {
  const query = options.projectId === undefined ? '' : `?projectId=${encodeURIComponent(options.projectId)}`;
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}/v1/siwx/session${query}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
  } catch (cause) {
    return err(latchError('DATA_SERVICE_ERROR', { params: { description: 'unreachable' }, cause }));
  }
  if (response.status === 401 || response.status === 403) return err(siwxError('SIWX_SESSION_INVALID'));
  if (!response.ok) {
    return err(latchError('DATA_SERVICE_ERROR', { params: { description: `HTTP ${response.status}` } }));
  }
  return ok((await response.json()) as SessionAnswer);
};

/**
 * A host's backend checking a Latch session token, reusing the core: the data service says whether the token
 * is valid and its session active (revocation included); the signed message it stored is then parsed again
 * with `core/lib/siwx` and must name this backend's domain, the same account and network, and still be within
 * its times. Nothing the service adds beside the message (its `data`) is trusted.
 */
export const verifyLatchSession = async (
  options: VerifyLatchSessionOptions,
): Promise<Result<VerifiedLatchSession, VerifyLatchSessionError>> => {
  const answered = await readSession(options);
  if (answered.isErr()) return err(answered.error);
  const session = answered.value;
  if (session.status !== 'active') return err(siwxError('SIWX_SESSION_INVALID'));
  const parsed = parseSiwxMessage(session.message);
  if (parsed.isErr()) return err(parsed.error);
  const { toString: _text, ...data } = parsed.value;
  if (data.domain !== options.domain) {
    return err(siwxError('SIWX_MESSAGE_INVALID', { params: { field: 'domain' }, details: data.domain }));
  }
  if (data.accountAddress !== session.address || data.chainId !== session.chainId) {
    return err(siwxError('SIWX_SESSION_INVALID', { details: 'the session does not match its message' }));
  }
  const now = (options.clock ?? { now: () => Date.now() }).now();
  const times = checkSiwxTimes(data, { now, skewMs: options.skewMs ?? 5_000 });
  if (times.isErr()) return err(times.error);
  return ok({
    sessionId: session.id,
    account: `${data.chainId}:${data.accountAddress}`,
    data,
    expiresAt: session.expiresAt,
  });
};
