import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isLoopbackHost } from '../api/http/resolvePublicUrl.js';

/** The header the approving app sends the relay's auth key in (the reference's; its older name is accepted). */
export const AUTH_KEY_HEADER = 'x-farcaster-auth-relay-key';
export const LEGACY_AUTH_KEY_HEADER = 'x-farcaster-connect-auth-key';

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

/** The development key in the data folder, made on first use (`wx`: the first writer of a race wins). */
export const readOrCreateDevAuthKey = async (dataDir: string): Promise<string> => {
  const path = devAuthKeyPath(dataDir);
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
  /** FARCASTER_RELAY_AUTH_KEY as configured, if it is. */
  readonly authKey?: string;
  /** The host the relay listens on. */
  readonly host: string;
  readonly dataDir: string;
}

/**
 * The relay's auth key: FARCASTER_RELAY_AUTH_KEY (at least 32 characters) when set; otherwise, on loopback only,
 * a development key generated once into the data folder. Off loopback without a key the relay refuses to start.
 */
export const resolveAuthKey = async (options: ResolveAuthKeyOptions): Promise<string> => {
  if (options.authKey !== undefined) {
    if (options.authKey.length < MIN_AUTH_KEY_LENGTH) {
      throw new Error(`FARCASTER_RELAY_AUTH_KEY must be at least ${MIN_AUTH_KEY_LENGTH} characters`);
    }
    return options.authKey;
  }
  if (!isLoopbackHost(options.host)) {
    throw new Error(
      `FARCASTER_RELAY_AUTH_KEY is required when the relay listens on ${options.host} (beyond loopback)`,
    );
  }
  return readOrCreateDevAuthKey(options.dataDir);
};
