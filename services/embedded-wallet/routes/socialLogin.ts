import type { FastifyInstance, FastifyRequest } from 'fastify';
import { socialError } from '../../../core/lib/errors/index.js';
import { type ApiError, apiError, badRequest } from '../../api/http/ApiError.js';
import { isReturnUrlRegistered } from '../../api/projects/returnUrls.js';
import { sameBinding, savePendingLogin, takePendingLogin } from '../db/socialLogins.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { proofOf } from '../http/requireProof.js';
import { SOCIAL_CALLBACK_PATH, SOCIAL_LAUNCH_PATH } from '../social/callbackPage.js';
import { newLoginChecks, type SocialClient, SocialLoginError } from '../social/socialClient.js';
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from '../social/socialProviders.js';
import { binding, chargeLoginStart, loginBinding, openIdentitySession } from './identityLogin.js';
import { registerSocialPages, STALE_LOGIN as STALE } from './socialPages.js';
import { socialRefusal } from './socialRefusal.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

/** The offered providers' clients, in SPEC §2's order. */
export interface SocialLogin {
  readonly clients: readonly SocialClient[];
  /** How long a login may stay at the provider. Default 10 minutes. */
  readonly loginTtlMs?: number;
}

const DEFAULT_LOGIN_TTL_MS = 10 * 60_000;
const MAX_RESULT_URI = 4096;
const MAX_RETURN_URL = 2048;

/** Whether a URL is a page of the host origin (http(s), no credentials). */
const isPageOf = (text: string, hostOrigin: string): boolean => {
  try {
    const url = new URL(text);
    return url.origin === hostOrigin && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** The callback URL the frame passed on, if it is this service's own callback page. */
const callbackUrlOf = (resultUri: string, ownOrigin: string): URL => {
  let url: URL;
  try {
    url = new URL(resultUri);
  } catch {
    throw badRequest('resultUri', 'The sign-in result is not a URL');
  }
  if (url.origin !== ownOrigin || url.pathname !== SOCIAL_CALLBACK_PATH) {
    throw badRequest('resultUri', 'The sign-in result did not come from the wallet service');
  }
  return url;
};

/**
 * Social login (issue 15), the service as the OAuth 2.0 / OpenID Connect client:
 * GET /v1/social/providers → {providers} (those with credentials, SPEC §2's order);
 * POST /v1/social/start {provider, binding} → {uri} (GET_SOCIAL_REDIRECT_URI: the popup's first page,
 * `/social/launch?login=<state>`, which sets the launching browser's cookie and sends it on to the provider's
 * authorization URL — code flow with S256 PKCE, `state` and, for ID-token providers, `nonce`);
 * GET /social/callback: the page the provider returns to, which — only in the browser that launched the login —
 * posts `{resultUri}` to the host page that began it (its exact origin) (routes/socialPages.ts);
 * POST /v1/social/connect {resultUri, binding} → {token, expiresAt, user} (CONNECT_SOCIAL: the login taken once,
 * checked against its project, host page and frame and against the result its launching browser's callback
 * brought back, the code exchanged, the identity's wallet opened or created).
 */
export const registerSocialRoutes = (
  app: FastifyInstance,
  context: WalletRouteContext,
  social: SocialLogin,
): void => {
  const clients = new Map<string, SocialClient>(social.clients.map((client) => [client.id, client]));
  const ttlMs = social.loginTtlMs ?? DEFAULT_LOGIN_TTL_MS;
  const redirectUri = () => `${context.ownOrigin()}${SOCIAL_CALLBACK_PATH}`;
  const common = { querystring: projectQuerySchema(), headers: hostHeadersSchema };
  const refused = (request: FastifyRequest, provider: string, error: SocialLoginError): ApiError => {
    // The failure's kind and the provider's error code only: never a code, token or claim.
    request.log.warn({ provider, failure: error.failure }, 'social login refused');
    return socialRefusal(error.failure);
  };

  app.get('/v1/social/providers', { schema: common }, async (request) => {
    await context.host(request);
    return { providers: social.clients.map((client) => client.id) };
  });

  app.post<{ Body: { provider: SocialProviderId; binding: string; returnUrl?: string } }>(
    '/v1/social/start',
    {
      schema: {
        ...common,
        body: {
          type: 'object',
          properties: {
            provider: { type: 'string', enum: [...SOCIAL_PROVIDER_IDS] },
            binding,
            returnUrl: { type: 'string', minLength: 1, maxLength: MAX_RETURN_URL },
          },
          required: ['provider', 'binding'],
        },
      },
    },
    async (request) => {
      const host = await context.host(request);
      const client = clients.get(request.body.provider);
      if (client === undefined) throw badRequest('provider', 'This sign-in method is not offered');
      const { returnUrl } = request.body;
      if (returnUrl !== undefined) {
        // Exactly a page the project registered, of this host page's origin: never "any page of the origin",
        // where an open redirect would pass the fragment (the sign-in result) on to another site.
        const registered = (await context.project(host.projectId))?.socialReturnUrls ?? [];
        if (!isPageOf(returnUrl, host.hostOrigin) || !isReturnUrlRegistered(returnUrl, registered))
          throw badRequest('returnUrl', socialError('SOCIAL_RETURN_URL_NOT_REGISTERED').message);
      }
      await chargeLoginStart(context, request);
      const checks = newLoginChecks(client.usesIdToken);
      try {
        // Built here only to find the provider reachable; the launch page builds the same URL again.
        await client.authorizationUrl(redirectUri(), checks);
      } catch (cause) {
        if (cause instanceof SocialLoginError) throw refused(request, client.id, cause);
        throw cause;
      }
      const now = context.clock.now();
      await savePendingLogin(
        context.db,
        {
          ...checks,
          provider: client.id,
          ...host,
          binding: loginBinding(request, request.body.binding),
          ...(returnUrl !== undefined ? { returnUrl } : {}),
          expiresAt: new Date(now + ttlMs),
        },
        now,
      );
      const launch = new URL(`${context.ownOrigin()}${SOCIAL_LAUNCH_PATH}`);
      launch.searchParams.set('login', checks.state);
      return { uri: launch.href };
    },
  );

  app.post<{ Body: { resultUri: string; binding: string } }>(
    '/v1/social/connect',
    {
      schema: {
        ...common,
        body: {
          type: 'object',
          properties: { resultUri: { type: 'string', minLength: 1, maxLength: MAX_RESULT_URI }, binding },
          required: ['resultUri', 'binding'],
        },
      },
    },
    async (request) => {
      const host = await context.host(request);
      const callback = callbackUrlOf(request.body.resultUri, context.ownOrigin());
      const state = callback.searchParams.get('state');
      if (state === null || state.length === 0 || state.length > 512) throw apiError(401, 'state', STALE);
      const now = context.clock.now();
      const owner = loginBinding(request, request.body.binding);
      const login = await takePendingLogin(context.db, state, {
        binding: owner,
        projectId: host.projectId,
        hostOrigin: host.hostOrigin,
        code: callback.searchParams.get('code') ?? undefined,
        now,
      });
      if (
        login === undefined ||
        login.expiresAt.getTime() <= now ||
        login.projectId !== host.projectId ||
        login.hostOrigin !== host.hostOrigin ||
        !sameBinding(login, owner)
      ) {
        throw apiError(401, 'state', STALE);
      }
      const client = clients.get(login.provider);
      if (client === undefined) throw apiError(401, 'provider', 'This sign-in method is not offered');
      let identity: Awaited<ReturnType<SocialClient['complete']>>;
      try {
        identity = await client.complete(callback, {
          state,
          codeVerifier: login.codeVerifier,
          ...(login.nonce !== undefined ? { nonce: login.nonce } : {}),
        });
      } catch (cause) {
        if (cause instanceof SocialLoginError) throw refused(request, client.id, cause);
        throw cause;
      }
      return openIdentitySession(
        context,
        { ...host, jkt: proofOf(request).jkt },
        { provider: client.id, ...identity },
        now,
      );
    },
  );

  registerSocialPages(app, context, { clients, ttlMs, redirectUri });
};
