import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../api/db/Database.js';
import { isLoopbackHost, parsePublicUrl } from '../api/http/resolvePublicUrl.js';
import { readManifest } from '../devnet/manifestFile.js';
import { createIdRegistryReader } from '../farcaster/createIdRegistryReader.js';
import { devnetIdRegistry } from '../farcaster/registryConfig.js';
import { resolveRpKey } from '../farcaster-relay/authKey.js';
import { type DrainOptions, drainServer } from '../http-front/drainServer.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import { buildWalletService, type WalletServiceDeps } from './buildWalletService.js';
import { resolveKeyRing } from './custody/resolveKeyRing.js';
import { createFarcasterRelayClient } from './farcaster/farcasterRelayClient.js';
import { createSmtpMailer } from './mail/createSmtpMailer.js';
import { DEFAULT_LOGIN_CODE_RULES } from './otp/LoginCodeRules.js';
import type { WalletEnv } from './readWalletEnv.js';
import type { FarcasterLogin } from './routes/farcasterLogin.js';
import type { SendChain } from './rpc/sendWalletTransaction.js';
import { createSocialClient, type SocialClient } from './social/socialClient.js';

export interface StartWalletServiceOptions {
  /** The data service's (migrated) database. */
  readonly db: Queryable;
  readonly port: number;
  readonly host: string;
  /** The stack's data folder (the development KEK lives there). */
  readonly dataDir: string;
  /** The chains it signs and sends on (first = default), with their nodes. */
  readonly chains: readonly SendChain[];
  readonly env: WalletEnv;
  readonly logLevel?: WalletServiceDeps['logLevel'];
  /** Who may read `/metrics`. Default closed. */
  readonly metricsAccess?: MetricsAccess;
}

/**
 * The offered providers' clients. The development identity provider (SOCIAL_DEV_ISSUER) is plain HTTP
 * and so accepted on loopback only; real providers are always HTTPS.
 */
const socialClients = (env: WalletEnv): SocialClient[] => {
  const { devIssuer, providers } = env.social;
  if (devIssuer !== undefined && env.development !== true) {
    throw new Error(
      'SOCIAL_DEV_ISSUER needs LATCH_DEVELOPMENT=1: the development identity provider is for the local stack',
    );
  }
  if (devIssuer !== undefined && !isLoopbackHost(new URL(devIssuer).hostname)) {
    throw new Error(
      'SOCIAL_DEV_ISSUER must be on loopback: the development identity provider is for the local stack',
    );
  }
  return providers.map((provider) =>
    createSocialClient(provider, {
      allowInsecureRequests:
        'issuer' in provider.server && isLoopbackHost(new URL(provider.server.issuer).hostname),
    }),
  );
};

/**
 * Sign In With Farcaster when FARCASTER_RELAY_URL is set: custody checked on FARCASTER_ID_REGISTRY_* or, unset,
 * the local devnet's stand-in registry (its manifest). Without a registry Farcaster is not offered.
 */
const farcasterLogin = async (env: WalletEnv, dataDir: string): Promise<FarcasterLogin | undefined> => {
  if (env.farcasterRelayUrl === undefined) return undefined;
  const manifest =
    env.farcasterRegistry === undefined ? await readManifest(dataDir).catch(() => undefined) : undefined;
  const location = env.farcasterRegistry ?? (manifest ? devnetIdRegistry(manifest) : undefined);
  if (location === undefined) {
    console.warn(
      'wallet service: FARCASTER_RELAY_URL is set but no ID registry is known: Farcaster is not offered',
    );
    return undefined;
  }
  // The relay's relying-party key; for a relay on loopback (the local stack) the development key both share.
  const rpKey = await resolveRpKey({
    ...(env.farcasterRelayRpKey === undefined ? {} : { authKey: env.farcasterRelayRpKey }),
    host: new URL(env.farcasterRelayUrl).hostname,
    dataDir,
    development: env.development === true,
  });
  return {
    relay: createFarcasterRelayClient(env.farcasterRelayUrl, { registryRpcUrl: location.rpcUrl, rpKey }),
    registry: createIdRegistryReader(location),
  };
};

export interface RunningWalletService {
  readonly url: string;
  readonly app: FastifyInstance;
  /** Stops listening (open connections cut; with `drain`, the requests in flight finished first, within its bound). */
  close(drain?: DrainOptions): Promise<void>;
}

/**
 * Listens with the configured KEK (or, on loopback only, the development key) and SMTP server. Off
 * loopback WALLET_SERVICE_PUBLIC_URL and WALLET_KEK are required; SMTP_URL always is.
 */
export const startWalletService = async (
  options: StartWalletServiceOptions,
): Promise<RunningWalletService> => {
  const { env, host } = options;
  if (env.smtpUrl === undefined)
    throw new Error('SMTP_URL is required (the local stack points it at its mail sink)');
  if (env.publicUrl === undefined && !isLoopbackHost(host)) {
    throw new Error(`WALLET_SERVICE_PUBLIC_URL is required when the wallet service listens on ${host}`);
  }
  if (env.publicUrl === undefined && env.development !== true) {
    throw new Error(
      'WALLET_SERVICE_PUBLIC_URL is required (the loopback address is used only with LATCH_DEVELOPMENT=1)',
    );
  }
  const ring = await resolveKeyRing({
    ...(env.kek !== undefined ? { kek: env.kek } : {}),
    host,
    dataDir: options.dataDir,
    development: env.development === true,
  });
  const rules = { ...DEFAULT_LOGIN_CODE_RULES, ...env.rules };
  const farcaster = await farcasterLogin(env, options.dataDir);
  const stopping = new AbortController();
  const app = await buildWalletService({
    db: options.db,
    ring,
    mailer: createSmtpMailer({
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      ttlMinutes: Math.round(rules.ttlMs / 60_000),
    }),
    chainIds: options.chains.map((chain) => chain.chainId),
    rpcUrls: Object.fromEntries(options.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    rules,
    social: { clients: socialClients(env) },
    ...(farcaster === undefined ? {} : { farcaster }),
    ...(env.publicUrl !== undefined ? { publicUrl: parsePublicUrl(env.publicUrl) } : {}),
    ...(options.logLevel !== undefined ? { logLevel: options.logLevel } : {}),
    ...(options.metricsAccess !== undefined ? { metricsAccess: options.metricsAccess } : {}),
    stopping: stopping.signal,
  });
  try {
    await app.listen({ port: options.port, host });
  } catch (cause) {
    await app.close();
    throw cause;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    app,
    close: async (drain) => {
      stopping.abort();
      if (drain !== undefined) await drainServer(app.server, drain);
      await app.close();
    },
  };
};
