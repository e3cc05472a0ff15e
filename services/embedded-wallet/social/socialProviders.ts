/**
 * The social providers of SPEC §1 (Farcaster aside: it signs in through its own relay), in SPEC §2's
 * order, and where each one's OAuth 2.0 / OpenID Connect server is. Endpoints and scopes are
 * configuration, not code: the client (socialClient.ts) runs the same steps for all of them.
 */
export const SOCIAL_PROVIDER_IDS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export const isSocialProviderId = (value: unknown): value is SocialProviderId =>
  typeof value === 'string' && (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);

/** The authorization server: an OpenID Connect issuer (metadata discovered), or OAuth 2.0 endpoints. */
export type ProviderServer =
  | { readonly issuer: string }
  | { readonly authorizationEndpoint: string; readonly tokenEndpoint: string };

/**
 * Where the user's identity comes from: the verified ID token (OpenID Connect providers; `nonce`
 * checked), or the provider's user-info resource (OAuth 2.0 providers issue no ID token). Claims are
 * paths (`data.username`); the first non-empty one is the user name.
 */
export type ProviderIdentity =
  | { readonly from: 'id_token'; readonly userName: readonly string[] }
  | {
      readonly from: 'userinfo';
      readonly url: string;
      readonly subject: string;
      readonly userName: readonly string[];
    };

export interface SocialProviderEndpoints {
  readonly server: ProviderServer;
  readonly identity: ProviderIdentity;
  readonly scope: string;
  /** How the client authenticates at the token endpoint with its secret. */
  readonly tokenAuth: 'client_secret_basic' | 'client_secret_post';
  /** `form_post`: the provider POSTs the result to the callback (Apple, whenever a scope beyond `openid` is asked). */
  readonly responseMode?: 'form_post';
}

/** The providers' real servers (their public documentation). */
export const PROVIDER_ENDPOINTS: Readonly<Record<SocialProviderId, SocialProviderEndpoints>> = {
  google: {
    server: { issuer: 'https://accounts.google.com' },
    identity: { from: 'id_token', userName: ['name', 'email'] },
    scope: 'openid profile email',
    tokenAuth: 'client_secret_post',
  },
  github: {
    server: {
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
    },
    identity: { from: 'userinfo', url: 'https://api.github.com/user', subject: 'id', userName: ['login'] },
    scope: 'read:user',
    tokenAuth: 'client_secret_post',
  },
  apple: {
    // Apple answers with response_mode=form_post when a scope beyond `openid` is asked; the ID token then
    // carries the e-mail (or its private relay address), the name shown.
    server: { issuer: 'https://appleid.apple.com' },
    identity: { from: 'id_token', userName: ['email'] },
    scope: 'openid email',
    tokenAuth: 'client_secret_post',
    responseMode: 'form_post',
  },
  facebook: {
    server: {
      authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    },
    identity: {
      from: 'userinfo',
      url: 'https://graph.facebook.com/v19.0/me?fields=id,name',
      subject: 'id',
      userName: ['name'],
    },
    scope: 'public_profile',
    tokenAuth: 'client_secret_post',
  },
  x: {
    server: {
      authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
      tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    },
    identity: {
      from: 'userinfo',
      url: 'https://api.x.com/2/users/me',
      subject: 'data.id',
      userName: ['data.username'],
    },
    scope: 'users.read tweet.read',
    tokenAuth: 'client_secret_basic',
  },
  discord: {
    server: {
      authorizationEndpoint: 'https://discord.com/oauth2/authorize',
      tokenEndpoint: 'https://discord.com/api/oauth2/token',
    },
    identity: {
      from: 'userinfo',
      url: 'https://discord.com/api/users/@me',
      subject: 'id',
      userName: ['global_name', 'username'],
    },
    scope: 'identify',
    tokenAuth: 'client_secret_basic',
  },
};

/**
 * The local stack's development identity provider (services/dev-idp) standing in for every provider:
 * one issuer with one client registration per provider id. The OpenID Connect ones (google, apple)
 * read the verified ID token; the others read its user-info endpoint, as they do in production, so
 * both code paths run offline with only the server changed.
 */
export const devProviderEndpoints = (issuer: string, id: SocialProviderId): SocialProviderEndpoints => {
  const real = PROVIDER_ENDPOINTS[id];
  const base = issuer.replace(/\/+$/, '');
  return {
    server: { issuer: base },
    identity:
      real.identity.from === 'id_token'
        ? { from: 'id_token', userName: ['preferred_username', 'name'] }
        : { from: 'userinfo', url: `${base}/me`, subject: 'sub', userName: ['preferred_username'] },
    scope: real.identity.from === 'id_token' ? 'openid profile email' : 'openid profile',
    tokenAuth: real.tokenAuth,
    ...(real.responseMode !== undefined ? { responseMode: real.responseMode } : {}),
  };
};

/** One offered provider: where its server is and the client's credentials there. */
export interface SocialProviderConfig extends SocialProviderEndpoints {
  readonly id: SocialProviderId;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The development IdP's client secret of a provider id (a fixed, public value: loopback only). */
export const devClientSecret = (id: SocialProviderId): string => `latch-dev-idp-${id}-secret`;
