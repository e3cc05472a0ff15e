import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../../api/http/ApiError.js';
import type { SeenProofs } from '../proof/seenProofs.js';
import {
  approvalHeader,
  PROOF_REFUSED,
  type ProofVerifierDeps,
  proofHeader,
  provenRequestOf,
  type VerifiedProof,
  verifyApproval,
  verifyRequestProof,
} from '../proof/verifyRequestProof.js';

/** The `/v1` routes a frame does not call: the device-confirmation link is opened from a mail. */
const WITHOUT_PROOF: ReadonlySet<string> = new Set(['/v1/device/confirm']);

const bodies = new WeakMap<FastifyRequest, string>();
const proofs = new WeakMap<FastifyRequest, VerifiedProof>();

/**
 * Every `/v1` route but the mailed link needs the frame's proof of possession (`x-latch-proof`), checked once
 * the body is parsed and validated, over the body's exact text (kept by the JSON parser). The proof's key is
 * what a login is bound to, and the session after it.
 */
export const installProofCheck = (
  app: FastifyInstance,
  deps: { readonly clock: ProofVerifierDeps['clock']; readonly seen: SeenProofs },
): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    bodies.set(request, String(body));
    parse(request, String(body), done);
  });
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/v1/') || WITHOUT_PROOF.has(route)) return;
    const proven = provenRequestOf(request, bodies.get(request) ?? '');
    proofs.set(request, await verifyRequestProof(deps, proven, proofHeader(request)));
  });
};

/** The frame key that signed this request's proof (routes that need none have none: a 401). */
export const proofOf = (request: FastifyRequest): VerifiedProof => {
  const proof = proofs.get(request);
  if (proof === undefined) throw apiError(401, 'proof', PROOF_REFUSED);
  return proof;
};

/** Refuses an unsafe request without the frame's approval of its exact body (403). */
export const requireApproval = (
  deps: { readonly clock: ProofVerifierDeps['clock']; readonly seen: SeenProofs },
  request: FastifyRequest,
): Promise<void> =>
  verifyApproval(
    deps,
    provenRequestOf(request, bodies.get(request) ?? ''),
    proofOf(request),
    approvalHeader(request),
  );
