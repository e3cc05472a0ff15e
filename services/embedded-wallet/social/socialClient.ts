import * as oidc from 'openid-client';
import { BodyTooLarge, readCappedText } from '../../api/rpc/readCappedText.js';
import type { SocialProviderConfig, SocialProviderId } from './socialProviders.js';

/** Why a social login was refused: said to the user in the frame, logged by kind (never a token). */
export type SocialFailure =
  | { readonly kind: 'denied' }
  | { readonly kind: 'provider_error'; readonly error: string }
  | { readonly kind: 'invalid_response'; readonly code: string }
  | { readonly kind: 'unreachable' };

export class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError';
  constructor(readonly failure: SocialFailure) {
    super(`social login refused: ${failure.kind}`);
  }
}

/** Who signed in at the provider: its stable subject, and the name shown in Account. */
export interface SocialIdentity {
  readonly subject: string;
  readonly userName: string;
}

/** What a login keeps between sending the user away and the callback (server-side only). */
export interface LoginChecks {
  readonly state: string;
  readonly codeVerifier: string;
  /** Only for providers whose identity is an ID token. */
  readonly nonce?: string;
}

export interface SocialClient {
  readonly id: SocialProviderId;
  /** Whether the identity comes from a verified ID token (then a `nonce` is sent and checked). */
  readonly usesIdToken: boolean;
  /** The provider's authorization URL for this login (code flow, S256 PKCE, state, nonce). */
  authorizationUrl(redirectUri: string, checks: LoginChecks): Promise<URL>;
  /**
   * The callback URL the provider sent the user to, exchanged for the identity: `state` (and the `iss`
   * the provider adds), PKCE, and the ID token's issuer, audience, signature, expiry and `nonce` checked
   * by openid-client. Throws SocialLoginError.
   */
  complete(callback: URL, checks: LoginChecks): Promise<SocialIdentity>;
}

export interface SocialClientOptions {
  /** Plain-HTTP servers allowed (the development identity provider on loopback only). */
  readonly allowInsecureRequests?: boolean;
  /** Seconds one call to the provider may take. Default 10. */
  readonly timeoutSeconds?: number;
}

const MAX_USERINFO_BYTES = 64 * 1024;
const MAX_SUBJECT = 255;
const MAX_USER_NAME = 128;

/** `data.username` of a JSON object. */
const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );

const textAt = (value: unknown, path: string): string | undefined => {
  const found = valueAt(value, path);
  if (typeof found === 'number' && Number.isSafeInteger(found)) return String(found);
  return typeof found === 'string' ? found : undefined;
};

/** A user name fit to store and show: no control characters, bounded. */
const cleanName = (name: string): string =>
  name
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_USER_NAME);

const identityOf = (
  claims: unknown,
  subjectPath: string,
  userNamePaths: readonly string[],
): SocialIdentity => {
  const subject = textAt(claims, subjectPath);
  if (subject === undefined || subject === '' || subject.length > MAX_SUBJECT) {
    throw new SocialLoginError({ kind: 'invalid_response', code: 'missing_subject' });
  }
  const names = userNamePaths.map((path) => textAt(claims, path)).map((name) => cleanName(name ?? ''));
  return { subject, userName: names.find((name) => name !== '') ?? subject.slice(0, MAX_USER_NAME) };
};

/** Any failure of the library or the network as a SocialLoginError (never with a token in it). */
const failureOf = (cause: unknown): SocialLoginError => {
  if (cause instanceof SocialLoginError) return cause;
  if (cause instanceof oidc.AuthorizationResponseError) {
    return new SocialLoginError(
      cause.error === 'access_denied'
        ? { kind: 'denied' }
        : { kind: 'provider_error', error: cause.error.slice(0, 64) },
    );
  }
  if (cause instanceof oidc.ResponseBodyError) {
    return new SocialLoginError({ kind: 'provider_error', error: cause.error.slice(0, 64) });
  }
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && code.startsWith('OAUTH_')) {
    return new SocialLoginError({ kind: 'invalid_response', code });
  }
  return new SocialLoginError({ kind: 'unreachable' });
};

const readUserInfo = async (response: Response): Promise<unknown> => {
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SocialLoginError({ kind: 'provider_error', error: `userinfo_${response.status}` });
  }
  // Read to the cap only: past it (declared, or as it streams) the stream is cancelled, the rest never read.
  const text = await readCappedText(response, MAX_USERINFO_BYTES).catch((cause: unknown) => {
    if (cause instanceof BodyTooLarge)
      throw new SocialLoginError({ kind: 'invalid_response', code: 'userinfo_too_large' });
    throw cause;
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SocialLoginError({ kind: 'invalid_response', code: 'userinfo_not_json' });
  }
};

/**
 * The OAuth 2.0 / OpenID Connect client of one provider, on openid-client. Its server metadata is
 * discovered on first use (and again after a failed discovery).
 */
export const createSocialClient = (
  provider: SocialProviderConfig,
  options: SocialClientOptions = {},
): SocialClient => {
  const timeout = options.timeoutSeconds ?? 10;
  const auth =
    provider.tokenAuth === 'client_secret_basic'
      ? oidc.ClientSecretBasic(provider.clientSecret)
      : oidc.ClientSecretPost(provider.clientSecret);
  const usesIdToken = provider.identity.from === 'id_token';
  const setUp = (config: oidc.Configuration) => {
    config.timeout = timeout;
    if (options.allowInsecureRequests === true) oidc.allowInsecureRequests(config);
    // ID tokens from the token endpoint: their signature checked against the issuer's keys too.
    if (usesIdToken) oidc.enableNonRepudiationChecks(config);
    return config;
  };
  const discover = async (): Promise<oidc.Configuration> => {
    const { server } = provider;
    if ('issuer' in server) {
      return setUp(
        await oidc.discovery(new URL(server.issuer), provider.clientId, undefined, auth, {
          timeout,
          ...(options.allowInsecureRequests === true ? { execute: [oidc.allowInsecureRequests] } : {}),
        }),
      );
    }
    return setUp(
      new oidc.Configuration(
        {
          issuer: new URL(server.authorizationEndpoint).origin,
          authorization_endpoint: server.authorizationEndpoint,
          token_endpoint: server.tokenEndpoint,
        },
        provider.clientId,
        undefined,
        auth,
      ),
    );
  };
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = (): Promise<oidc.Configuration> => {
    if (configuration === undefined) {
      configuration = discover().catch((cause: unknown) => {
        configuration = undefined;
        throw failureOf(cause);
      });
    }
    return configuration;
  };
  return {
    id: provider.id,
    usesIdToken,
    authorizationUrl: async (redirectUri, checks) =>
      oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: provider.scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(checks.nonce !== undefined ? { nonce: checks.nonce } : {}),
        ...(provider.responseMode !== undefined ? { response_mode: provider.responseMode } : {}),
      }),
    complete: async (callback, checks) => {
      try {
        const configured = await config();
        const tokens = await oidc.authorizationCodeGrant(configured, callback, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          idTokenExpected: usesIdToken,
          ...(checks.nonce !== undefined ? { expectedNonce: checks.nonce } : {}),
        });
        const { identity } = provider;
        if (identity.from === 'id_token') {
          return identityOf(tokens.claims(), 'sub', identity.userName);
        }
        const response = await oidc.fetchProtectedResource(
          configured,
          tokens.access_token,
          new URL(identity.url),
          'GET',
        );
        return identityOf(await readUserInfo(response), identity.subject, identity.userName);
      } catch (cause) {
        throw failureOf(cause);
      }
    },
  };
};

/** Fresh random values for one login (openid-client's generators). */
export const newLoginChecks = (usesIdToken: boolean): LoginChecks => ({
  state: oidc.randomState(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
  ...(usesIdToken ? { nonce: oidc.randomNonce() } : {}),
});
