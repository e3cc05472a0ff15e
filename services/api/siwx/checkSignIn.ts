import { err, type Result } from 'neverthrow';
import { checkSiwxTimes, parseRfc3339, parseSiwxMessage } from '../../../core/lib/siwx/index.js';
import type { Clock, SiwxMessageData } from '../../../ports/index.js';
import type { Queryable } from '../db/Database.js';
import { isNonceLive } from '../db/siwx.js';
import { type ApiError, apiError, badRequest } from '../http/ApiError.js';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { isOriginAllowed } from '../projects/isOriginAllowed.js';
import { type SignatureCheck, verifySiwxSignature } from './verifySiwxSignature.js';

export interface SignInChecks {
  readonly db: Queryable;
  readonly projects: ProjectLookup;
  readonly clock: Clock;
  readonly skewMs: number;
  readonly sessionTtlMs: number;
  readonly signatures: SignatureCheck;
}

export interface SignInRequest {
  readonly projectId: string;
  readonly message: string;
  readonly signature: string;
}

/** A sign-in whose message, origin, nonce and signature were checked: ready to become a session. */
export interface CheckedSignIn {
  readonly data: SiwxMessageData;
  /** The session ends at the message's Expiration Time or after the session lifetime, whichever is first. */
  readonly expiresAt: number;
  /** The service time the checks ran at: the session's creation time. */
  readonly checkedAt: number;
}

/** The message's URI must be a web origin of the project, and its domain that origin's host. */
const checkOrigin = async (checks: SignInChecks, projectId: string, data: SiwxMessageData) => {
  let url: URL;
  try {
    url = new URL(data.uri);
  } catch {
    return apiError(403, 'uri', 'The message URI is not one of the project’s allowed origins');
  }
  const project = await checks.projects(projectId);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (project === undefined || !web || !isOriginAllowed(url.origin, project.allowedOrigins)) {
    return apiError(403, 'uri', 'The message URI is not one of the project’s allowed origins');
  }
  if (data.domain.toLowerCase() !== url.host) {
    return apiError(403, 'domain', 'The message domain is not the host of its URI');
  }
  return undefined;
};

/**
 * Checks a sign-in without changing anything, cheapest first: the message's CAIP-122 layout (400), its
 * times against the service clock with the skew (401), its URI and domain against the project's allowed
 * origins (403), its nonce issued for the project and still unused (401) — all before any node is
 * asked — then the signature (401; 502 when the chain's node cannot say).
 */
export const checkSignIn = async (
  checks: SignInChecks,
  request: SignInRequest,
): Promise<Result<CheckedSignIn, ApiError>> => {
  const parsed = parseSiwxMessage(request.message);
  if (parsed.isErr()) return err(badRequest('message', parsed.error.message));
  const { toString: _text, ...data } = parsed.value;
  const now = checks.clock.now();
  const times = checkSiwxTimes(data, { now, skewMs: checks.skewMs });
  if (times.isErr()) return err(apiError(401, 'message', times.error.message));
  const refusal =
    (await checkOrigin(checks, request.projectId, data)) ??
    ((await isNonceLive(checks.db, { value: data.nonce, projectId: request.projectId, now: new Date(now) }))
      ? undefined
      : apiError(401, 'nonce', 'Unknown, used or expired nonce'));
  if (refusal !== undefined) return err(refusal);
  const signed = await verifySiwxSignature(checks.signatures, {
    chainId: data.chainId,
    address: data.accountAddress,
    message: request.message,
    signature: request.signature,
  });
  return signed.map(() => {
    const expires = data.expirationTime === undefined ? undefined : parseRfc3339(data.expirationTime);
    const latest = now + checks.sessionTtlMs;
    return { data, checkedAt: now, expiresAt: expires === undefined ? latest : Math.min(expires, latest) };
  });
};
