import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateSiweNonce } from 'viem/siwe';
import { apiError } from '../../api/http/ApiError.js';
import type { IdRegistryReader } from '../../farcaster/createIdRegistryReader.js';
import { verifySignIn } from '../../farcaster/verifySignIn.js';
import { findFarcasterLogin, saveFarcasterLogin, takeFarcasterLogin } from '../db/farcasterLogins.js';
import type { FarcasterRelayClient } from '../farcaster/farcasterRelayClient.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { proofOf } from '../http/requireProof.js';
import { binding, chargeLoginStart, loginBinding, openIdentitySession } from './identityLogin.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

/** Sign In With Farcaster: our relay (CONTRACTS §4) and the ID registry the signer's custody is checked on. */
export interface FarcasterLogin {
  readonly relay: FarcasterRelayClient;
  readonly registry: Pick<IdRegistryReader, 'custodyOf' | 'client'>;
  /** How long a sign-in may wait for the approving app. Default 10 minutes (the client gives up after 5). */
  readonly loginTtlMs?: number;
}

/** The provider name of a Farcaster identity (wallet_social_identities; Account shows it). */
export const FARCASTER_PROVIDER = 'farcaster';
const DEFAULT_LOGIN_TTL_MS = 10 * 60_000;
export const FARCASTER_STALE = 'This Farcaster sign-in is no longer valid. Please try again';
export const FARCASTER_REFUSED = 'The Farcaster sign-in could not be verified. Please try again';
const RELAY_DOWN = 'Farcaster cannot be reached. Please try again in a moment';

/**
 * Sign In With Farcaster (issue 15), the service as the relying party: POST /v1/farcaster/start {binding} → {url}
 * (GET_FARCASTER_URI: a channel opened on our relay with a nonce of the service's and the host page's domain; the
 * channel token stays here); POST /v1/farcaster/connect {binding} → 202 {state: 'pending'} while the approving
 * app has not answered, else {token, expiresAt, user} (CONNECT_FARCASTER: the completion read once from the relay,
 * the SIWF message verified — statement, chain 10, domain, nonce, signature and the fid's custody on the
 * registry — and the fid's wallet opened or created; the user name is the approving app's); POST
 * /v1/farcaster/cancel {binding} → {cancelled} (CANCEL_FARCASTER: the sign-in of that frame forgotten).
 */
export const registerFarcasterRoutes = (
  app: FastifyInstance,
  context: WalletRouteContext,
  farcaster: FarcasterLogin,
): void => {
  const ttlMs = farcaster.loginTtlMs ?? DEFAULT_LOGIN_TTL_MS;
  const schema = {
    querystring: projectQuerySchema(),
    headers: hostHeadersSchema,
    body: { type: 'object', properties: { binding }, required: ['binding'] },
  };
  const relayDown = (request: FastifyRequest, cause: unknown) => {
    request.log.warn({ err: cause instanceof Error ? cause.message : 'unknown' }, 'farcaster relay failed');
    return apiError(503, 'relay', RELAY_DOWN);
  };

  app.post<{ Body: { binding: string } }>('/v1/farcaster/start', { schema }, async (request) => {
    const host = await context.host(request);
    await chargeLoginStart(context, request);
    const nonce = generateSiweNonce();
    const domain = new URL(host.hostOrigin).host;
    let channel: Awaited<ReturnType<FarcasterRelayClient['open']>>;
    try {
      channel = await farcaster.relay.open({ siweUri: host.hostOrigin, domain, nonce });
    } catch (cause) {
      throw relayDown(request, cause);
    }
    const now = context.clock.now();
    await saveFarcasterLogin(
      context.db,
      {
        ...host,
        binding: loginBinding(request, request.body.binding),
        channelToken: channel.channelToken,
        nonce,
        domain,
        expiresAt: new Date(now + ttlMs),
      },
      now,
    );
    return { url: channel.url };
  });

  // CANCEL_FARCASTER: the host page left ConnectingFarcaster; the sign-in is forgotten (a later approval opens nothing).
  app.post<{ Body: { binding: string } }>('/v1/farcaster/cancel', { schema }, async (request) => {
    const host = await context.host(request);
    const cancelled = await takeFarcasterLogin(context.db, {
      binding: loginBinding(request, request.body.binding),
      ...host,
    });
    return { cancelled };
  });

  app.post<{ Body: { binding: string } }>('/v1/farcaster/connect', { schema }, async (request, reply) => {
    const host = await context.host(request);
    const owner = { binding: loginBinding(request, request.body.binding), ...host };
    const login = await findFarcasterLogin(context.db, { ...owner, now: context.clock.now() });
    if (login === undefined) throw apiError(401, 'binding', FARCASTER_STALE);
    let state: Awaited<ReturnType<FarcasterRelayClient['status']>>;
    try {
      state = await farcaster.relay.status(login.channelToken);
    } catch (cause) {
      throw relayDown(request, cause);
    }
    if (state.state === 'pending') return reply.code(202).send({ state: 'pending' });
    // Completed or gone: the relay has let go of the channel, so has this sign-in (the first taker only).
    if (!(await takeFarcasterLogin(context.db, owner)) || state.state === 'gone') {
      throw apiError(401, 'binding', FARCASTER_STALE);
    }
    const verified = await verifySignIn(
      { message: state.message, signature: state.signature, domain: login.domain, nonce: login.nonce },
      { registry: farcaster.registry, clock: context.clock },
    );
    if (verified.isErr()) {
      // The refusal's kind only: never the message or signature.
      request.log.warn({ reason: verified.error.reason }, 'farcaster sign-in refused');
      if (verified.error.reason === 'registry') throw apiError(503, 'registry', RELAY_DOWN);
      throw apiError(401, 'signature', FARCASTER_REFUSED);
    }
    const { fid } = verified.value;
    const userName = state.username ?? `fid:${fid}`;
    return openIdentitySession(
      context,
      { ...host, jkt: proofOf(request).jkt },
      { provider: FARCASTER_PROVIDER, subject: String(fid), userName },
      context.clock.now(),
    );
  });
};
