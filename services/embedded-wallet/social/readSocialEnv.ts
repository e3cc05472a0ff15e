import {
  devClientSecret,
  devProviderEndpoints,
  PROVIDER_ENDPOINTS,
  SOCIAL_PROVIDER_IDS,
  type SocialProviderConfig,
} from './socialProviders.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface SocialEnv {
  /** The offered providers, in SPEC §2's order. */
  readonly providers: readonly SocialProviderConfig[];
  /** SOCIAL_DEV_ISSUER: the development identity provider (loopback only). */
  readonly devIssuer: string | undefined;
}

const CREDENTIAL = /^[\x21-\x7e]{1,512}$/;

/** `SOCIAL_X_CLIENT_ID` for `x`, `SOCIAL_GOOGLE_CLIENT_ID` for `google`. */
export const credentialVariables = (id: string) => {
  const prefix = `SOCIAL_${id.toUpperCase()}_CLIENT`;
  return { clientId: `${prefix}_ID`, clientSecret: `${prefix}_SECRET` };
};

/**
 * The social providers the environment configures: a provider with SOCIAL_<ID>_CLIENT_ID and
 * SOCIAL_<ID>_CLIENT_SECRET uses its real server; without them it is offered only when
 * SOCIAL_DEV_ISSUER names the development identity provider (every provider then signs in there);
 * otherwise it is not offered. Errors name the variable, never its value.
 */
export const readSocialEnv = (env: Env, errors: string[]): SocialEnv => {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const devIssuer = text('SOCIAL_DEV_ISSUER');
  if (devIssuer !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(devIssuer)) {
    errors.push('SOCIAL_DEV_ISSUER must be an http(s) origin');
  }
  const providers: SocialProviderConfig[] = [];
  for (const id of SOCIAL_PROVIDER_IDS) {
    const names = credentialVariables(id);
    const clientId = text(names.clientId);
    const clientSecret = text(names.clientSecret);
    if (clientId !== undefined && clientSecret !== undefined) {
      if (!CREDENTIAL.test(clientId) || !CREDENTIAL.test(clientSecret)) {
        errors.push(`${names.clientId} and ${names.clientSecret} must be 1 to 512 printable characters`);
        continue;
      }
      providers.push({ id, ...PROVIDER_ENDPOINTS[id], clientId, clientSecret });
    } else if (clientId !== undefined || clientSecret !== undefined) {
      errors.push(`${names.clientId} and ${names.clientSecret} must be set together`);
    } else if (devIssuer !== undefined) {
      providers.push({
        id,
        ...devProviderEndpoints(devIssuer, id),
        clientId: id,
        clientSecret: devClientSecret(id),
      });
    }
  }
  return { providers, devIssuer };
};
