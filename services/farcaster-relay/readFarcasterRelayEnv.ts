import type { IdRegistryLocation } from '../farcaster/idRegistry.js';
import { readIdRegistryEnv } from '../farcaster/registryConfig.js';
import { envReader } from '../stack/envReader.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Default port of the Farcaster relay in the local stack (`npm start`), overridden by FARCASTER_RELAY_PORT. */
export const DEFAULT_FARCASTER_RELAY_PORT = 8795;

/** Pages of the local stack (as the data service's project `latch-local` allows them). */
export const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'] as const;

export interface FarcasterRelayEnv {
  readonly port: number;
  readonly host?: string;
  readonly redisUrl?: string;
  readonly redisPrefix?: string;
  /** FARCASTER_RELAY_AUTH_KEY, if set (main.ts resolves the development key otherwise). */
  readonly authKey?: string;
  /** FARCASTER_RELAY_RP_KEY, if set (main.ts resolves the development key otherwise). */
  readonly rpKey?: string;
  readonly openPerClient?: number;
  readonly allowedOrigins: readonly string[];
  readonly connectUriBase?: string;
  readonly maxChannels?: number;
  readonly perIp?: { readonly max: number; readonly windowMs: number };
  /** From FARCASTER_ID_REGISTRY_*; main.ts falls back to the devnet's registry. */
  readonly registry?: IdRegistryLocation;
}

/**
 * The relay's settings from the environment (see README). Unset or empty variables keep the defaults; a
 * malformed one is an error, never ignored.
 */
export const readFarcasterRelayEnv = (
  env: Env,
): { ok: true; settings: FarcasterRelayEnv } | { ok: false; errors: string[] } => {
  const errors: string[] = [];
  const { text, whole } = envReader(env, errors);
  const port = whole('FARCASTER_RELAY_PORT', 0, 65_535) ?? DEFAULT_FARCASTER_RELAY_PORT;
  const base = text('FARCASTER_CONNECT_URI_BASE');
  if (base !== undefined && !/^https?:\/\/[^/\s]+/.test(base)) {
    errors.push(`FARCASTER_CONNECT_URI_BASE must be an http(s) URL, got ${base.slice(0, 200)}`);
  }
  const origins = (text('FARCASTER_RELAY_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const maxChannels = whole('FARCASTER_RELAY_MAX_CHANNELS', 1, 10_000_000);
  const perMinute = whole('FARCASTER_RELAY_RATE_LIMIT', 1, 1_000_000);
  const registry = readIdRegistryEnv(env);
  if (registry.isErr()) errors.push(...registry.error);
  const set = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
  const settings: FarcasterRelayEnv = {
    port,
    ...set('host', text('FARCASTER_RELAY_HOST')),
    ...set('redisUrl', text('REDIS_URL')),
    ...set('redisPrefix', text('FARCASTER_RELAY_REDIS_PREFIX')),
    ...set('authKey', text('FARCASTER_RELAY_AUTH_KEY')),
    ...set('rpKey', text('FARCASTER_RELAY_RP_KEY')),
    ...set('openPerClient', whole('FARCASTER_RELAY_CHANNELS_PER_CLIENT', 1, 1_000_000)),
    allowedOrigins: origins.length > 0 ? origins : [...LOOPBACK_ORIGINS],
    ...set('connectUriBase', base),
    ...set('maxChannels', maxChannels),
    ...set('perIp', perMinute === undefined ? undefined : { max: perMinute, windowMs: 60_000 }),
    ...set('registry', registry.isOk() ? registry.value : undefined),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings };
};
