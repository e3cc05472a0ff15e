import type { FastifyRequest } from 'fastify';
import { apiError } from '../../api/http/ApiError.js';
import { clientKey } from '../../api/http/rateLimits.js';
import { createSession } from '../db/sessions.js';
import { findOrCreateSocialUser } from '../db/socialLogins.js';
import type { HostContext } from '../http/hostGuard.js';
import { proofOf } from '../http/requireProof.js';
import { takeClientQuota } from '../otp/checkQuota.js';
import type { WalletRouteContext } from './WalletRouteContext.js';

/** The frame's random value that ties a login to the frame that began it (login CSRF): 22–128 URL-safe characters. */
export const binding = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,128}$' } as const;

/**
 * What a social or Farcaster login is bound to: the frame key that signed the request's proof and the login's
 * random binding. Only that key's proof with that binding completes (or cancels) it.
 */
export const loginBinding = (request: FastifyRequest, random: string): string =>
  `${proofOf(request).jkt}.${random}`;

/**
 * A social or Farcaster login about to begin counts against the client's hourly login quota
 * (LOGIN_CODES_PER_IP_PER_HOUR), so pending logins cannot be piled up: a 429 with `Retry-After` beyond it.
 */
export const chargeLoginStart = async (
  context: WalletRouteContext,
  request: FastifyRequest,
): Promise<void> => {
  const quota = await takeClientQuota(
    context,
    'code-per-client',
    context.rules.perClientPerHour,
    clientKey(request.ip),
  );
  if (quota.isErr()) {
    const seconds = quota.error.kind === 'quota' ? quota.error.retryAfterSeconds : 60;
    throw apiError(429, 'client', `Too many sign-in attempts; try again in ${seconds} seconds`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
};

/** Who a verified social or Farcaster login names: the identity's wallet is opened or created for it. */
export interface VerifiedIdentity {
  readonly provider: string;
  readonly subject: string;
  readonly userName: string;
}

/**
 * A verified social or Farcaster login: the identity's wallet opened (or created), a session for this project
 * and host page → the answer of CONNECT_SOCIAL / CONNECT_FARCASTER `{token, expiresAt, user}`.
 */
export const openIdentitySession = async (
  context: WalletRouteContext,
  host: HostContext & { readonly jkt: string },
  identity: VerifiedIdentity,
  now: number,
) => {
  const user = await findOrCreateSocialUser(context.db, context.ring, { ...identity, now });
  const session = await createSession(context.db, {
    userId: user.userId,
    ...host,
    now,
    ttlMs: context.rules.sessionTtlMs,
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: {
      address: user.address,
      chainId: context.chainIds[0],
      provider: identity.provider,
      userName: identity.userName,
    },
  };
};
