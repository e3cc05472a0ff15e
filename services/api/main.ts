import { parseFiatCents } from '../../core/features/onramp/index.js';
import { readManifest } from '../devnet/index.js';
import { startWalletServiceFromEnv } from '../embedded-wallet/startWalletServiceFromEnv.js';
import { DEFAULT_DRAIN_MS, drainServer } from '../http-front/drainServer.js';
import { readMetricsAccess } from '../http-front/ops/metricsAccess.js';
import { stopOnSignal } from '../http-front/stopOnSignal.js';
import { readSolanaManifest } from '../solana-devnet/manifestFile.js';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { DEFAULT_PROJECT_ID } from './db/projects.js';
import { DEFAULT_NAME_QUOTAS } from './names/nameQuotas.js';
import { DEFAULT_CHECKOUT_CAPS } from './onramp/checkoutCaps.js';
import { readLocalProjectEnv } from './projects/readLocalProjectEnv.js';
import { startApi } from './startApi.js';

/**
 * The data service on its own: `tsx services/api/main.ts`. Chains come from the devnet manifest in the
 * data folder (`LATCH_DATA_DIR`, default `.latch`), the Solana cluster from the Solana devnet's manifest
 * there when it has one; DATABASE_URL (else embedded PGlite on a private Unix
 * socket; on loopback TCP PGLITE_PORT only with PGLITE_EXPOSE=1), REDIS_URL (else in-memory rate
 * limits), API_PORT, API_LOG_LEVEL, API_PUBLIC_URL (base of icon, image and checkout links, required unless LATCH_DEVELOPMENT=1; then default the
 * loopback address listened on), RATE_LIMIT_PER_IP / RATE_LIMIT_PER_PROJECT (per minute),
 * HISTORY_POLL_MS (how often the history indexer polls the chains for new blocks, default 1000),
 * ANALYTICS_PROPS_MAX_BYTES / _MAX_KEYS / _MAX_DEPTH, ANALYTICS_DAILY_QUOTA, ANALYTICS_RETENTION_DAYS,
 * ANALYTICS_IP_KEY (key of the client-address hash, default random per start), RPC_RESPONSE_LIMIT_BYTES,
 * API_SECRET (at least 32 characters: signs the sandbox checkout ids; random per start without),
 * ONRAMP_CHECKOUT_TTL_MS (default 1800000), ONRAMP_CAP_PER_ADDRESS_PER_DAY / ONRAMP_CAP_PER_DAY (fiat
 * amounts, default 25000 / 250000), NAME_QUOTA_PER_ADDRESS_PER_DAY / NAME_QUOTA_PER_IP_PER_HOUR (default
 * 10 / 30), NAME_SIGNATURE_MAX_BYTES (default 4096), NAME_VERIFY_GAS_LIMIT (default 2000000),
 * SIWX_NONCE_TTL_MS / SIWX_SESSION_TTL_MS / SIWX_CLOCK_SKEW_MS (sign-in nonce and session lifetimes and the
 * clock skew tolerated, default 300000 / 86400000 / 5000).
 * With WALLET_SERVICE_PORT (npm start sets it) the embedded-wallet service listens there too, on this
 * process's database: the embedded PGlite has one owner (see services/embedded-wallet/readWalletEnv.ts).
 * With LATCH_DEVELOPMENT=1 (the local stack's switch) it seeds the local project `latch-local`, which allows the
 * loopback origins (db/seedLocalProject.ts; no migration creates it, so without the flag there is none);
 * LATCH_LOCAL_ORIGINS (comma-separated origins, as `latch-stack --origin` sets it) adds origins to it and
 * LATCH_LOCAL_RETURN_URLS (comma-separated exact URLs, as the stack sets it) registers those pages as its social
 * return URLs (issue 26 §5); both only with LATCH_DEVELOPMENT=1.
 */
const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

const port = (name: string, fallback: number): number => {
  const text = env(name);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
};

const perMinute = (name: string): { max: number; windowMs: number } | undefined => {
  const text = env(name);
  if (text === undefined) return undefined;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1) throw new Error(`${name} must be a positive integer`);
  return { max, windowMs: 60_000 };
};

const positiveInteger = (name: string): number | undefined => {
  const text = env(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

const analyticsLimits = () => {
  const entries = [
    ['propsMaxBytes', positiveInteger('ANALYTICS_PROPS_MAX_BYTES')],
    ['propsMaxKeys', positiveInteger('ANALYTICS_PROPS_MAX_KEYS')],
    ['propsMaxDepth', positiveInteger('ANALYTICS_PROPS_MAX_DEPTH')],
    ['dailyQuota', positiveInteger('ANALYTICS_DAILY_QUOTA')],
  ] as const;
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
};

const fiatCents = (name: string): bigint | undefined => {
  const text = env(name);
  if (text === undefined) return undefined;
  const cents = parseFiatCents(text);
  if (cents.isErr() || cents.value <= 0n) throw new Error(`${name} must be a positive amount`);
  return cents.value;
};

const gasLimit = (name: string): bigint | undefined => {
  const text = env(name);
  if (text === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(text)) throw new Error(`${name} must be a positive integer`);
  return BigInt(text);
};

const secret = (name: string): string | undefined => {
  const text = env(name);
  if (text !== undefined && text.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return text;
};

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

const main = async (): Promise<void> => {
  const dataDir = env('LATCH_DATA_DIR') ?? DEFAULT_DATA_DIR;
  const manifest = await readManifest(dataDir);
  if (manifest === undefined) {
    console.warn(`api: no devnet manifest in ${dataDir}/devnet; serving no chains (start the devnet first)`);
  }
  const solanaManifest = await readSolanaManifest(dataDir);
  const databaseUrl = env('DATABASE_URL');
  const redisUrl = env('REDIS_URL');
  const logLevel = env('API_LOG_LEVEL') ?? 'info';
  const publicUrl = env('API_PUBLIC_URL');
  // The loopback address as the links' base is a development default: behind a reverse proxy the service
  // listens on loopback too, so only the explicit flag (the local stack's) allows it.
  if (publicUrl === undefined && env('LATCH_DEVELOPMENT') !== '1') {
    throw new Error(
      'API_PUBLIC_URL is required (the loopback address as public URL only with LATCH_DEVELOPMENT=1, the local stack)',
    );
  }
  const perIp = perMinute('RATE_LIMIT_PER_IP');
  const perProject = perMinute('RATE_LIMIT_PER_PROJECT');
  const historyPollMs = positiveInteger('HISTORY_POLL_MS');
  const nameZone = env('NAME_ZONE');
  const exposePglite = env('PGLITE_EXPOSE') === '1';
  const ipKey = env('ANALYTICS_IP_KEY');
  const retentionDays = positiveInteger('ANALYTICS_RETENTION_DAYS');
  const rpcResponseLimit = positiveInteger('RPC_RESPONSE_LIMIT_BYTES');
  const apiSecret = secret('API_SECRET');
  const checkoutTtlMs = positiveInteger('ONRAMP_CHECKOUT_TTL_MS');
  const capPerAddress = fiatCents('ONRAMP_CAP_PER_ADDRESS_PER_DAY');
  const capPerDay = fiatCents('ONRAMP_CAP_PER_DAY');
  const namesPerAddress = positiveInteger('NAME_QUOTA_PER_ADDRESS_PER_DAY');
  const namesPerIp = positiveInteger('NAME_QUOTA_PER_IP_PER_HOUR');
  const maxSignatureBytes = positiveInteger('NAME_SIGNATURE_MAX_BYTES');
  const verifyGasLimit = gasLimit('NAME_VERIFY_GAS_LIMIT');
  const siwxNonceTtlMs = positiveInteger('SIWX_NONCE_TTL_MS');
  const siwxSessionTtlMs = positiveInteger('SIWX_SESSION_TTL_MS');
  const siwxSkewMs = positiveInteger('SIWX_CLOCK_SKEW_MS');
  const localProject = readLocalProjectEnv(process.env);
  const api = await startApi({
    port: port('API_PORT', STACK_PORTS.api),
    host: STACK_HOST,
    dataDir,
    chains: manifest?.chains ?? [],
    ...(solanaManifest === undefined ? {} : { solanaClusters: [solanaManifest] }),
    ...(exposePglite ? { pglitePort: port('PGLITE_PORT', STACK_PORTS.pglite) } : {}),
    analytics: {
      limits: analyticsLimits(),
      ...(ipKey !== undefined ? { ipKey: new TextEncoder().encode(ipKey) } : {}),
    },
    ...(retentionDays !== undefined ? { analyticsRetentionDays: retentionDays } : {}),
    ...(rpcResponseLimit !== undefined ? { rpcResponseLimit } : {}),
    logLevel: isLogLevel(logLevel) ? logLevel : 'info',
    ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    ...(redisUrl !== undefined ? { redisUrl } : {}),
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    ...(historyPollMs !== undefined ? { historyPollMs } : {}),
    ...(nameZone !== undefined ? { nameZone } : {}),
    ...(apiSecret !== undefined ? { secret: apiSecret } : {}),
    checkout: {
      ...(checkoutTtlMs !== undefined ? { ttlMs: checkoutTtlMs } : {}),
      caps: {
        perAddressPerDay: capPerAddress ?? DEFAULT_CHECKOUT_CAPS.perAddressPerDay,
        perDay: capPerDay ?? DEFAULT_CHECKOUT_CAPS.perDay,
      },
    },
    names: {
      quotas: {
        perAddressPerDay: namesPerAddress ?? DEFAULT_NAME_QUOTAS.perAddressPerDay,
        perClientPerHour: namesPerIp ?? DEFAULT_NAME_QUOTAS.perClientPerHour,
      },
      ...(maxSignatureBytes !== undefined ? { maxSignatureBytes } : {}),
      ...(verifyGasLimit !== undefined ? { verifyGasLimit } : {}),
    },
    siwx: {
      ...(siwxNonceTtlMs !== undefined ? { nonceTtlMs: siwxNonceTtlMs } : {}),
      ...(siwxSessionTtlMs !== undefined ? { sessionTtlMs: siwxSessionTtlMs } : {}),
      ...(siwxSkewMs !== undefined ? { skewMs: siwxSkewMs } : {}),
    },
    rateLimits: {
      ...(perIp !== undefined ? { perIp } : {}),
      ...(perProject !== undefined ? { perProject } : {}),
    },
    ...(localProject !== undefined ? { localProject } : {}),
    metricsAccess: readMetricsAccess(process.env),
  });
  if (localProject !== undefined) {
    const origins = ['the loopback origins', ...(localProject.origins ?? [])];
    console.log(`api: development project ${DEFAULT_PROJECT_ID} allows ${origins.join(', ')}`);
  }
  console.log(
    `api: listening on ${api.url} (${api.database.kind}, rate limits ${redisUrl === undefined ? 'in memory' : 'in Redis'})`,
  );
  const wallet = await startWalletServiceFromEnv(process.env, {
    db: api.database.pool,
    host: STACK_HOST,
    dataDir,
    chains: manifest?.chains ?? [],
  }).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  if (wallet !== undefined) console.log(`api: embedded-wallet service listening on ${wallet.url}`);
  // Both servers finish their requests in flight at once (the wallet's need the database), then close in order.
  stopOnSignal({
    name: 'api',
    stop: async () => {
      const drain = { drainMs: DEFAULT_DRAIN_MS };
      await Promise.all([wallet?.close(drain), drainServer(api.app.server, drain)]);
      await api.close();
    },
  });
};

main().catch((error: unknown) => {
  console.error('api: failed to start', error);
  process.exit(1);
});
