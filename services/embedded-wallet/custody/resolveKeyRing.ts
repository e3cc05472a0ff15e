import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLoopbackHost } from '../../api/http/resolvePublicUrl.js';
import { formatKek, type KeyRing, parseKeyRing } from './KeyRing.js';

export interface ResolveKeyRingOptions {
  /** `WALLET_KEK` as configured, if it is. */
  readonly kek?: string;
  /** The host the service listens on. */
  readonly host: string;
  /** LATCH_DEVELOPMENT=1: the development key may be made (on loopback only). */
  readonly development?: boolean;
  /** The stack's data folder: the development KEK lives in `<dataDir>/embedded-wallet/kek`. */
  readonly dataDir: string;
}

/** Where the development KEK is kept (mode 0600; `npm run reset` removes it with the wallets it wraps). */
export const devKekPath = (dataDir: string): string => join(dataDir, 'embedded-wallet', 'kek');

const readOrCreateDevKek = async (path: string): Promise<string> => {
  const existing = await readFile(path, 'utf8').catch(() => undefined);
  if (existing !== undefined) return existing.trim();
  const text = formatKek({ id: `dev-${Date.now().toString(36)}`, key: randomBytes(32) });
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  // `wx`: a concurrent first start keeps the key written first.
  await writeFile(path, `${text}\n`, { flag: 'wx', mode: 0o600 }).catch(async (error: unknown) => {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  });
  return (await readFile(path, 'utf8')).trim();
};

/**
 * The KEKs: WALLET_KEK when set; otherwise, in development (LATCH_DEVELOPMENT=1) on loopback only, a development
 * key generated once into the data folder. Anywhere else without WALLET_KEK the service refuses to start: a key
 * next to the database it protects would protect nothing.
 */
export const resolveKeyRing = async (options: ResolveKeyRingOptions): Promise<KeyRing> => {
  if (options.kek !== undefined) return parseKeyRing(options.kek);
  if (!isLoopbackHost(options.host)) {
    throw new Error(
      `WALLET_KEK is required when the wallet service listens on ${options.host} (beyond loopback)`,
    );
  }
  if (options.development !== true) {
    throw new Error('WALLET_KEK is required (a development key is made only with LATCH_DEVELOPMENT=1)');
  }
  return parseKeyRing(await readOrCreateDevKek(devKekPath(options.dataDir)));
};
