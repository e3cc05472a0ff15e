import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import { apiError, isApiError } from '../api/http/ApiError.js';
import {
  devClientSecret,
  PROVIDER_ENDPOINTS,
  SOCIAL_PROVIDER_IDS,
} from '../embedded-wallet/social/socialProviders.js';
import { createFrontServer, type FrontHandler } from '../http-front/createFrontServer.js';
import { readBody } from '../http-front/readBody.js';
import { consentPage, errorPage, loginPage } from './interactionPages.js';
import { generateSigningKey, loadSigningKey, type SigningKey } from './loadSigningKey.js';
import { DEV_IDP_PASSWORD, findDevIdpUser } from './testUsers.js';

export interface DevIdpOptions {
  readonly port: number;
  readonly host: string;
  /** The wallet service's callback page(s): every client registration allows exactly these. */
  readonly redirectUris: readonly string[];
  /**
   * The stack's data folder: the signing key is kept in `<dataDir>/dev-idp/jwks.json` and survives restarts.
   * Without it (tests) the key lives as long as the process.
   */
  readonly dataDir?: string;
}

export interface RunningDevIdp {
  /** The issuer (its discovery document at `/.well-known/openid-configuration`). */
  readonly issuer: string;
  close(): Promise<void>;
}

const MAX_FORM_BYTES = 4096;
const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm|abort))?$/;
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // No form-action: the forms' answers redirect on to the client's callback, which it would block.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

const send = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, PAGE_HEADERS).end(html);
};

/** A small urlencoded form body (bounded: more is a 413). */
const readForm = async (req: IncomingMessage): Promise<URLSearchParams> =>
  new URLSearchParams((await readBody(req, MAX_FORM_BYTES)).toString('utf8'));

const configuration = (redirectUris: readonly string[], signingKey: SigningKey): Configuration => {
  return {
    // One issuer standing in for every provider: one client registration per provider id, with the
    // token-endpoint authentication its real server uses.
    clients: SOCIAL_PROVIDER_IDS.map(
      (id): ClientMetadata => ({
        client_id: id,
        client_secret: devClientSecret(id),
        redirect_uris: [...redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: PROVIDER_ENDPOINTS[id].tokenAuth,
      }),
    ),
    findAccount: (_ctx, sub) => {
      const user = findDevIdpUser(sub);
      if (user === undefined) return undefined;
      return {
        accountId: user.login,
        claims: () => ({
          sub: user.login,
          name: user.name,
          preferred_username: user.login,
          email: user.email,
          email_verified: true,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Profile claims in the ID token too, as Google's are.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(`${out.error}: ${out.error_description ?? ''}`);
    },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
};

/**
 * The local stack's development identity provider on oidc-provider: its own sign-in page (the test users
 * of testUsers.ts), a consent step that can be denied (the client then gets `access_denied`), in-memory
 * state, a signing key kept in the data folder. Loopback only; never a production identity provider.
 */
export const startDevIdp = async (options: DevIdpOptions): Promise<RunningDevIdp> => {
  let handle: FrontHandler = () => {
    throw apiError(503, 'server', 'The identity provider is starting');
  };
  const server = createFrontServer((req, res, target) => handle(req, res, target), { name: 'dev-idp' });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host}:${port}`;
  const signingKey =
    options.dataDir === undefined ? await generateSigningKey() : await loadSigningKey(options.dataDir);
  const provider = new Provider(issuer, configuration(options.redirectUris, signingKey));
  const oidcCallback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action?: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return send(res, 400, errorPage('This sign-in page does not match your session.'));
    const clientId = String(details.params.client_id);
    const prompt = details.prompt.name;
    if (action === undefined) {
      if (req.method !== 'GET') return send(res, 405, errorPage('Method not allowed'));
      if (prompt === 'login') return send(res, 200, loginPage(uid, clientId));
      const scopes = String(details.params.scope ?? '')
        .split(' ')
        .filter(Boolean);
      return send(res, 200, consentPage(uid, clientId, details.session?.accountId ?? '', scopes));
    }
    if (req.method !== 'POST') return send(res, 405, errorPage('Method not allowed'));
    const form = await readForm(req);
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'login') {
      if (prompt !== 'login') return send(res, 400, errorPage('Already signed in.'));
      const user = findDevIdpUser(form.get('login') ?? '');
      if (user === undefined || form.get('password') !== DEV_IDP_PASSWORD) {
        return send(res, 200, loginPage(uid, clientId, 'Unknown user or wrong password'));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.login } },
        { mergeWithLastSubmission: false },
      );
    }
    if (prompt !== 'consent' || details.session === undefined) {
      return send(res, 400, errorPage('Nothing to consent to.'));
    }
    const grant =
      (details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId)) ??
      new provider.Grant({ accountId: details.session.accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope !== undefined) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims !== undefined) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  };

  handle = async (req, res, target) => {
    const match = INTERACTION.exec(target.pathname);
    if (match === null) return oidcCallback(req, res);
    await interaction(req, res, match[1] ?? '', match[2]).catch((error: unknown) => {
      if (isApiError(error)) throw error;
      if (!res.headersSent) {
        send(res, 400, errorPage('This sign-in has expired or is not valid. Start again from the app.'));
      }
    });
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
