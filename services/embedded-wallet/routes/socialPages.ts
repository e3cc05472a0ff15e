import type { FastifyInstance, FastifyReply } from 'fastify';
import { socialError } from '../../../core/lib/errors/index.js';
import {
  dropUncalledLogin,
  launchPendingLogin,
  peekPendingLogin,
  recordCallbackResult,
} from '../db/socialLogins.js';
import {
  CALLBACK_SCRIPT_SOURCE,
  callbackPagePolicy,
  renderCallbackPage,
  renderRefusedPage,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CALLBACK_SCRIPT,
  SOCIAL_LAUNCH_PATH,
} from '../social/callbackPage.js';
import {
  browserHashOf,
  clearLaunchCookie,
  isLaunchingBrowser,
  launchSecretOf,
  newBrowserSecret,
  setLaunchCookie,
} from '../social/launchCookie.js';
import { type SocialClient, SocialLoginError } from '../social/socialClient.js';
import { socialRefusal } from './socialRefusal.js';
import type { WalletRouteContext } from './WalletRouteContext.js';

/** What a provider's answer at the callback may carry (query, or form_post body). */
const CALLBACK_FIELDS = {
  state: { type: 'string', maxLength: 512 },
  code: { type: 'string', maxLength: 2048 },
  iss: { type: 'string', maxLength: 512 },
  error: { type: 'string', maxLength: 256 },
  error_description: { type: 'string', maxLength: 1024 },
} as const;
/** The text of a login that is unknown, spent or expired (the same as CONNECT_SOCIAL's). */
export const STALE_LOGIN = 'This sign-in is no longer valid. Please try again';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': callbackPagePolicy,
} as const;

const sendRefused = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).headers(PAGE_HEADERS).send(renderRefusedPage(message));

/** The pages of social login the popup shows, on the wallet service's own origin. */
export interface SocialPages {
  readonly clients: ReadonlyMap<string, SocialClient>;
  /** How long a login may stay at the provider (the launch cookie lasts as long). */
  readonly ttlMs: number;
  /** The redirect URI registered with the providers (`<own origin>/social/callback`). */
  readonly redirectUri: () => string;
}

/**
 * The popup's pages (issue 26 §5: a login is completed only in the browser that launched it).
 * GET /social/launch?login=<state> — the popup's first page: marks the login launched by this browser (once),
 * sets the launch cookie (its random secret; the login keeps only its SHA-256) and answers 303 to the provider's
 * authorization URL; a login launched by another browser, or unknown, is refused with a page.
 * GET /social/callback — where the provider returns: only with the launch cookie of that login (compared in
 * constant time) is the result recorded for CONNECT_SOCIAL, the cookie cleared and the page posting `{resultUri}`
 * served; without it (another browser), the login is dropped and a refusal page (SOCIAL_LOGIN_OTHER_BROWSER) posts
 * nothing. POST /social/callback — Apple's form_post, 303 to the same GET. GET /social/callback.js — its script.
 */
export const registerSocialPages = (
  app: FastifyInstance,
  context: WalletRouteContext,
  pages: SocialPages,
): void => {
  const otherBrowser = () => socialError('SOCIAL_LOGIN_OTHER_BROWSER').message;

  app.get<{ Querystring: { login: string } }>(
    SOCIAL_LAUNCH_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { login: { type: 'string', minLength: 1, maxLength: 512 } },
          required: ['login'],
        },
      },
    },
    async (request, reply) => {
      const state = request.query.login;
      const now = context.clock.now();
      const login = await peekPendingLogin(context.db, state, now);
      const client = login === undefined ? undefined : pages.clients.get(login.provider);
      if (login === undefined || client === undefined) return sendRefused(reply, 410, STALE_LOGIN);
      let cookie: string | undefined;
      if (login.browserHash === undefined) {
        const secret = newBrowserSecret();
        if (!(await launchPendingLogin(context.db, state, browserHashOf(secret), now)))
          return sendRefused(reply, 403, otherBrowser());
        cookie = setLaunchCookie(secret, login.expiresAt.getTime() - now, context.ownOrigin());
      } else if (!isLaunchingBrowser(launchSecretOf(request.headers.cookie), login.browserHash)) {
        // Launched already, by another browser: the link was passed on.
        request.log.warn({ provider: login.provider }, 'social launch refused: launched by another browser');
        return sendRefused(reply, 403, otherBrowser());
      }
      let uri: URL;
      try {
        uri = await client.authorizationUrl(pages.redirectUri(), {
          state,
          codeVerifier: login.codeVerifier,
          ...(login.nonce !== undefined ? { nonce: login.nonce } : {}),
        });
      } catch (cause) {
        if (!(cause instanceof SocialLoginError)) throw cause;
        request.log.warn({ provider: client.id, failure: cause.failure }, 'social login refused');
        const refused = socialRefusal(cause.failure);
        return sendRefused(reply, refused.status, refused.message);
      }
      if (cookie !== undefined) reply.header('set-cookie', cookie);
      return reply
        .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .redirect(uri.href, 303);
    },
  );

  app.get<{ Querystring: { state?: string; code?: string } }>(
    SOCIAL_CALLBACK_PATH,
    {
      schema: {
        querystring: { type: 'object', properties: CALLBACK_FIELDS },
      },
    },
    async (request, reply) => {
      const { state, code } = request.query;
      const now = context.clock.now();
      const login = state === undefined ? undefined : await peekPendingLogin(context.db, state, now);
      if (state === undefined || login === undefined)
        return reply.headers(PAGE_HEADERS).send(renderCallbackPage(null));
      if (
        !isLaunchingBrowser(launchSecretOf(request.headers.cookie), login.browserHash) ||
        !(await recordCallbackResult(context.db, state, code, now))
      ) {
        // Not the browser that launched this login (or another result than the one it brought back): nothing is
        // posted, and a login its own browser has not brought back is dropped, so no one can redeem it.
        await dropUncalledLogin(context.db, state);
        request.log.warn(
          { provider: login.provider },
          'social callback refused: not the browser that launched the login',
        );
        return sendRefused(reply, 403, otherBrowser());
      }
      return reply
        .header('set-cookie', clearLaunchCookie(context.ownOrigin()))
        .headers(PAGE_HEADERS)
        .send(renderCallbackPage({ targetOrigin: login.hostOrigin, returnUrl: login.returnUrl ?? null }));
    },
  );
  // form_post (Apple): the provider's page POSTs the result here; it goes on as the same GET, so the page
  // and the exchange are the same for every provider. Only the result's own fields pass. (The launch cookie is
  // SameSite=Lax, so it is not sent on this cross-site POST, but is on the top-level GET it redirects to.)
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Body: Record<string, string> }>(
      SOCIAL_CALLBACK_PATH,
      { schema: { body: { type: 'object', properties: CALLBACK_FIELDS } } },
      async (request, reply) => {
        const query = new URLSearchParams();
        for (const name of Object.keys(CALLBACK_FIELDS)) {
          const value = request.body[name];
          if (typeof value === 'string') query.set(name, value);
        }
        return reply
          .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
          .redirect(`${SOCIAL_CALLBACK_PATH}?${query}`, 303);
      },
    );
  });
  app.get(SOCIAL_CALLBACK_SCRIPT, async (_request, reply) =>
    reply
      .headers({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      })
      .send(CALLBACK_SCRIPT_SOURCE),
  );
};
