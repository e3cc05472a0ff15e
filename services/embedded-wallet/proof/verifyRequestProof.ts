import type { FastifyRequest } from 'fastify';
import { calculateJwkThumbprint, EmbeddedJWK, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../../../ports/index.js';
import { apiError } from '../../api/http/ApiError.js';
import { HOST_ORIGIN_HEADER } from '../http/hostGuard.js';
import type { SeenProofs } from './seenProofs.js';
import {
  APPROVAL_HEADER,
  APPROVAL_TYPE,
  PROOF_HEADER,
  PROOF_TYPE,
  type ProvenRequest,
  sha256Url,
} from './signRequestProof.js';

/** How old a proof or approval may be (its `iat`), and how far ahead of the service's clock. */
export const PROOF_WINDOW_S = 300;
const CLOCK_SKEW_S = 60;
const MAX_JWS = 2048;

export const PROOF_REFUSED = 'This request did not come from the wallet frame';
export const PROOF_REPLAYED = 'This request was already made';
export const NOT_APPROVED = 'This request was not approved in the wallet';

/** What a valid proof says: the thumbprint (RFC 7638) of the frame key that signed it. */
export interface VerifiedProof {
  readonly jkt: string;
}

export interface ProofVerifierDeps {
  readonly clock: Clock;
  readonly seen: SeenProofs;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length <= MAX_JWS ? value : undefined;
};

/** A JWS of `type` signed by the P-256 key in its own header: its claims and that key's thumbprint. */
const verifyJws = async (jws: string, type: string, now: number) => {
  const { payload, protectedHeader } = await jwtVerify(jws, EmbeddedJWK, {
    typ: type,
    algorithms: ['ES256'],
    currentDate: new Date(now),
    maxTokenAge: PROOF_WINDOW_S,
    clockTolerance: CLOCK_SKEW_S,
    requiredClaims: ['iat', 'jti'],
  });
  const jwk = protectedHeader.jwk;
  if (jwk?.kty !== 'EC' || jwk.crv !== 'P-256') throw new Error('not a P-256 key');
  return { payload, jkt: await calculateJwkThumbprint(jwk, 'sha256') };
};

/** A JWS verified as verifyJws does, or the refusal `refused` makes (missing, malformed, stale, badly signed). */
const verifiedOr = async (
  jws: string | undefined,
  type: string,
  now: number,
  refused: () => Error,
): Promise<Awaited<ReturnType<typeof verifyJws>>> => {
  if (jws === undefined) throw refused();
  try {
    return await verifyJws(jws, type, now);
  } catch {
    throw refused();
  }
};

const remember = (deps: ProofVerifierDeps, jkt: string, payload: JWTPayload, now: number) => {
  const id = `${jkt}:${String(payload.jti).slice(0, 128)}`;
  const added = deps.seen.add(id, now + (PROOF_WINDOW_S + CLOCK_SKEW_S) * 1000, now);
  if (added === 'replay') throw apiError(401, 'proof', PROOF_REPLAYED);
  if (added === 'full')
    throw apiError(503, 'proof', 'The wallet service is busy. Please try again in a moment');
};

/** The request as the frame signed it: method, path and query, host page, body and token. */
export const provenRequestOf = (request: FastifyRequest, body: string): ProvenRequest => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return {
    method: request.method as ProvenRequest['method'],
    url: request.url,
    hostOrigin: String(request.headers[HOST_ORIGIN_HEADER] ?? ''),
    body,
    token,
  };
};

/**
 * Checks `x-latch-proof`: a fresh ES256 JWS of the `latch-proof+jwt` type, by the key in its header, over this
 * exact request, never seen before. 401 otherwise — the same for every way it fails but a replay.
 */
export const verifyRequestProof = async (
  deps: ProofVerifierDeps,
  request: ProvenRequest,
  jws: string | undefined,
): Promise<VerifiedProof> => {
  const now = deps.clock.now();
  const refused = () => apiError(401, 'proof', PROOF_REFUSED);
  const { payload, jkt } = await verifiedOr(jws, PROOF_TYPE, now, refused);
  const expected = {
    htm: request.method,
    htu: request.url,
    hos: request.hostOrigin,
    bh: await sha256Url(request.body),
    ath: request.token === undefined ? undefined : await sha256Url(request.token),
  };
  for (const [claim, value] of Object.entries(expected)) {
    if (payload[claim] !== value) throw refused();
  }
  remember(deps, jkt, payload, now);
  return { jkt };
};

/**
 * Checks `x-latch-approval` of an unsafe request: a fresh `latch-approval+jwt` by the same frame key as the
 * request's proof, over this exact body and host page, used once. 403 otherwise.
 */
export const verifyApproval = async (
  deps: ProofVerifierDeps,
  request: ProvenRequest,
  proof: VerifiedProof,
  jws: string | undefined,
): Promise<void> => {
  const now = deps.clock.now();
  const refused = () => apiError(403, 'approval', NOT_APPROVED);
  const { payload, jkt } = await verifiedOr(jws, APPROVAL_TYPE, now, refused);
  if (
    jkt !== proof.jkt ||
    payload.hos !== request.hostOrigin ||
    payload.rh !== (await sha256Url(request.body))
  ) {
    throw refused();
  }
  remember(deps, jkt, payload, now);
};

export const proofHeader = (request: FastifyRequest) => headerOf(request, PROOF_HEADER);
export const approvalHeader = (request: FastifyRequest) => headerOf(request, APPROVAL_HEADER);
