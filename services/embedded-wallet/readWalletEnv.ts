import type { IdRegistryLocation } from '../farcaster/idRegistry.js';
import { readIdRegistryEnv } from '../farcaster/registryConfig.js';
import type { LoginCodeRules, NumericLoginCodeRule } from './otp/LoginCodeRules.js';
import { readSocialEnv, type SocialEnv } from './social/readSocialEnv.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The wallet service's settings from the environment (bounded; a malformed value is an error). */
export interface WalletEnv {
  readonly port: number | undefined;
  readonly publicUrl: string | undefined;
  /**
   * LATCH_DEVELOPMENT=1 (set by the local stack, nothing else): the development defaults — a KEK generated into
   * the data folder, the loopback address as public URL, the dev identity provider, the relay's development key —
   * and only on loopback. Listening on loopback alone never switches them on (behind a reverse proxy it does).
   */
  readonly development?: true;
  /** WALLET_KEK (`id:base64[,id:base64…]`); unset = the development key on loopback. */
  readonly kek: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly rules: Partial<LoginCodeRules>;
  /** Social login: the offered providers (SOCIAL_<ID>_CLIENT_ID / _SECRET, SOCIAL_DEV_ISSUER). */
  readonly social: SocialEnv;
  /** FARCASTER_RELAY_URL: Sign In With Farcaster over this relay (unset: not offered). */
  readonly farcasterRelayUrl?: string;
  /** FARCASTER_RELAY_RP_KEY: the key the relay opens channels for (on a loopback relay, the development key). */
  readonly farcasterRelayRpKey?: string;
  /** FARCASTER_ID_REGISTRY_*; unset: the local devnet's stand-in (its manifest). */
  readonly farcasterRegistry?: IdRegistryLocation;
}

export type WalletEnvResult =
  | { readonly ok: true; readonly env: WalletEnv }
  | { readonly ok: false; readonly errors: readonly string[] };

const RULES: readonly (readonly [NumericLoginCodeRule, string, number, number])[] = [
  ['ttlMs', 'LOGIN_CODE_TTL_MS', 60_000, 3_600_000],
  ['maxAttempts', 'LOGIN_CODE_MAX_ATTEMPTS', 1, 10],
  ['resendCooldownMs', 'LOGIN_CODE_RESEND_COOLDOWN_MS', 0, 3_600_000],
  ['perAddressPerHour', 'LOGIN_CODES_PER_ADDRESS_PER_HOUR', 1, 1_000],
  ['perClientPerHour', 'LOGIN_CODES_PER_IP_PER_HOUR', 1, 100_000],
  ['verifyPerClientPerHour', 'LOGIN_CODE_ENTRIES_PER_IP_PER_HOUR', 1, 100_000],
  ['failedPerAddressPerDay', 'LOGIN_CODE_FAILURES_PER_ADDRESS_PER_DAY', 1, 100_000],
  ['sessionTtlMs', 'WALLET_SESSION_TTL_MS', 60_000, 90 * 86_400_000],
  ['deviceWaitsPerClient', 'DEVICE_WAITS_PER_IP', 1, 1_000],
];

/**
 * Reads WALLET_SERVICE_PORT, WALLET_SERVICE_PUBLIC_URL, WALLET_KEK, SMTP_URL, MAIL_FROM, the login
 * rules (LOGIN_CODE_*, WALLET_SESSION_TTL_MS, WALLET_DEVICE_CONFIRMATION, DEVICE_WAITS_PER_IP) and the social providers (readSocialEnv). Unset or empty keeps the default; every malformed value
 * is reported (by name; WALLET_KEK's content is never echoed).
 */
export const readWalletEnv = (env: Env): WalletEnvResult => {
  const errors: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const whole = (name: string, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= min && number <= max) return number;
    errors.push(`${name} must be a whole number from ${min} to ${max}, got ${value.slice(0, 40)}`);
    return undefined;
  };
  const rules: { -readonly [K in keyof LoginCodeRules]?: LoginCodeRules[K] } = {};
  for (const [key, name, min, max] of RULES) {
    const value = whole(name, min, max);
    if (value !== undefined) rules[key] = value;
  }
  const deviceConfirmation = text('WALLET_DEVICE_CONFIRMATION');
  if (deviceConfirmation === '1' || deviceConfirmation === '0')
    rules.deviceConfirmation = deviceConfirmation === '1';
  else if (deviceConfirmation !== undefined) errors.push('WALLET_DEVICE_CONFIRMATION must be 1 or 0');
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]+/.test(smtpUrl))
    errors.push('SMTP_URL must be smtp:// or smtps://');
  const mailFrom = text('MAIL_FROM') ?? 'Latch wallet <wallet@latch.localhost>';
  if (mailFrom.length > 254 || /[\r\n]/.test(mailFrom)) errors.push('MAIL_FROM must be one address line');
  const result: { -readonly [K in keyof WalletEnv]: WalletEnv[K] } = {
    port: whole('WALLET_SERVICE_PORT', 0, 65_535),
    publicUrl: text('WALLET_SERVICE_PUBLIC_URL'),
    ...(env.LATCH_DEVELOPMENT === '1' ? { development: true as const } : {}),
    kek: text('WALLET_KEK'),
    smtpUrl,
    mailFrom,
    rules,
    social: readSocialEnv(env, errors),
  };
  const farcasterRelayUrl = text('FARCASTER_RELAY_URL');
  if (farcasterRelayUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(farcasterRelayUrl))
    errors.push(`FARCASTER_RELAY_URL must be an http(s) URL, got ${farcasterRelayUrl.slice(0, 200)}`);
  const registry = readIdRegistryEnv(env);
  if (registry.isErr()) errors.push(...registry.error);
  if (farcasterRelayUrl !== undefined) {
    const location = registry.isOk() ? registry.value : undefined;
    const rpKey = text('FARCASTER_RELAY_RP_KEY');
    Object.assign(result, {
      farcasterRelayUrl,
      ...(rpKey === undefined ? {} : { farcasterRelayRpKey: rpKey }),
      ...(location === undefined ? {} : { farcasterRegistry: location }),
    });
  }
  return errors.length === 0 ? { ok: true, env: result } : { ok: false, errors };
};
