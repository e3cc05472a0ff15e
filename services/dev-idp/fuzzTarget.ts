import { SOCIAL_PROVIDER_IDS } from '../embedded-wallet/social/socialProviders.js';
import type { FuzzService } from '../http-front/fuzz/FuzzService.js';
import { startDevIdp } from './startDevIdp.js';

const REDIRECT = 'http://127.0.0.1:9/social/callback';

/** The dev IdP: oidc-provider's routes and the sign-in interaction pages (startDevIdp). */
export const devIdpFuzz: FuzzService = {
  name: 'dev IdP',
  async start() {
    const idp = await startDevIdp({ port: 0, host: '127.0.0.1', redirectUris: [REDIRECT] });
    const authorize = [
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
      'nonce',
      'prompt',
    ];
    return {
      port: Number(new URL(idp.issuer).port),
      health: { target: '/.well-known/openid-configuration', status: 200 },
      close: () => idp.close(),
      spec: {
        vocabulary: [
          ...SOCIAL_PROVIDER_IDS,
          REDIRECT,
          'code',
          'openid email profile',
          'S256',
          'alice',
          'consent',
          'login',
        ],
        headers: { 'content-type': ['application/x-www-form-urlencoded'] },
        routes: [
          { method: 'GET', path: '/.well-known/openid-configuration' },
          { method: 'GET', path: '/jwks' },
          { method: 'GET', path: '/auth', query: authorize },
          {
            method: 'POST',
            path: '/auth',
            query: authorize,
            encoding: 'form',
            sample: { client_id: 'google', response_type: 'code' },
          },
          {
            method: 'POST',
            path: '/token',
            encoding: 'form',
            sample: {
              grant_type: 'authorization_code',
              code: 'x',
              redirect_uri: REDIRECT,
              client_id: 'google',
              client_secret: 'x',
              code_verifier: 'v'.repeat(43),
            },
          },
          { method: 'GET', path: '/me' },
          {
            method: 'GET',
            path: '/session/end',
            query: ['id_token_hint', 'post_logout_redirect_uri', 'state'],
          },
          { method: 'POST', path: '/token/introspection', encoding: 'form', sample: { token: 'x' } },
          { method: 'POST', path: '/token/revocation', encoding: 'form', sample: { token: 'x' } },
          { method: 'GET', path: '/interaction/:uid' },
          {
            method: 'POST',
            path: '/interaction/:uid/login',
            encoding: 'form',
            sample: { login: 'alice', password: 'x' },
          },
          { method: 'POST', path: '/interaction/:uid/confirm', encoding: 'form', sample: {} },
          { method: 'POST', path: '/interaction/:uid/abort', encoding: 'form', sample: {} },
        ],
      },
    };
  },
};
