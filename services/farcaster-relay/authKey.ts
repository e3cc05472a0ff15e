import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isLoopbackHost } from '../api/http/resolvePublicUrl.js';

/** The header the approving app sends the relay's auth key in (the reference's; its older name is accepted). */
export const AUTH_KEY_HEADER = 'x-farcaster-auth-relay-key';
export const LEGACY_AUTH_KEY_HEADER = 'x-farcaster-connect-auth-key';

/**
 * The header the relying party (the wallet service) sends its key in to open a channel: only it opens channels,
 * so a page or script cannot fill the relay's store.
 */
export const RP_KEY_HEADER = 'x-latch-relay-rp-key';

/** Shortest auth key accepted from the environment. */
export const MIN_AUTH_KEY_LENGTH = 32;

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compares a presented key with the relay's in constant time (over their SHA-256, so the length of the
 * presented one tells nothing either). Absent or repeated headers never match.
 */
export const createAuthKeyCheck = (authKey: string) => {
  const expected = digest(authKey);
  return (presented: string | string[] | undefined): boolean =>
    typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
};

/** Where the development auth key is kept (mode 0600; `npm run reset` removes it). */
export const devAuthKeyPath = (dataDir: string): string => join(dataDir, 'farcaster-relay', 'auth-key');

/** Where the development relying-party key is kept (the stack's relay and wallet service share the data folder). */
export const devRpKeyPath = (dataDir: string): string => join(dataDir, 'farcaster-relay', 'rp-key');

/** The development auth key in the data folder, made on first use. */
export const readOrCreateDevAuthKey = (dataDir: string): Promise<string> =>
  readOrCreateDevKey(devAuthKeyPath(dataDir));

/** A development key at `path`, made on first use (`wx`: the first writer of a race wins). */
export const readOrCreateDevKey = async (path: string): Promise<string> => {
  const kept = (await readFile(path, 'utf8').catch(() => '')).trim();
  if (kept !== '') return kept;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 }).catch(
    (error: unknown) => {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    },
  );
  return (await readFile(path, 'utf8')).trim();
};

export interface ResolveAuthKeyOptions {
  /** The key as configured, if it is. */
  readonly authKey?: string;
  /** The host the relay listens on. */
  readonly host: string;
  /** LATCH_DEVELOPMENT=1 (the local stack): the development key may be made, on loopback only. */
  readonly development?: boolean;
  readonly dataDir: string;
}

/**
 * A key of the relay (`name`, its variable): the configured one (at least 32 characters) when set; otherwise, on
 * loopback only, a development key generated once at `devPath`. Off loopback without a key nothing starts.
 */
const resolveKey = async (name: string, devPath: string, options: ResolveAuthKeyOptions): Promise<string> => {
  if (options.authKey !== undefined) {
    if (options.authKey.length < MIN_AUTH_KEY_LENGTH) {
      throw new Error(`${name} must be at least ${MIN_AUTH_KEY_LENGTH} characters`);
    }
    return options.authKey;
  }
  if (!isLoopbackHost(options.host)) {
    throw new Error(`${name} is required when the relay listens on ${options.host} (beyond loopback)`);
  }
  if (options.development !== true) {
    throw new Error(`${name} is required (a development key is made only with LATCH_DEVELOPMENT=1)`);
  }
  return readOrCreateDevKey(devPath);
};

/** The approving app's key: FARCASTER_RELAY_AUTH_KEY, or the development one on loopback. */
export const resolveAuthKey = (options: ResolveAuthKeyOptions): Promise<string> =>
  resolveKey('FARCASTER_RELAY_AUTH_KEY', devAuthKeyPath(options.dataDir), options);

/**
 * The relying party's key (the wallet service's, to open channels): FARCASTER_RELAY_RP_KEY, or on loopback the
 * development one (the wallet service of the local stack reads the same file; `host` is the relay's host).
 */
export const resolveRpKey = (options: ResolveAuthKeyOptions): Promise<string> =>
  resolveKey('FARCASTER_RELAY_RP_KEY', devRpKeyPath(options.dataDir), options);
