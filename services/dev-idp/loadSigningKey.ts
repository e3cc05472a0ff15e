import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The dev IdP's signing key as oidc-provider takes it: a private RSA JWK with its key id. */
export type SigningKey = JWK & { readonly kid: string; readonly use: 'sig'; readonly alg: 'RS256' };

/** What the key file holds (versioned, as every persisted state). */
interface KeyFile {
  readonly version: 1;
  readonly keys: readonly SigningKey[];
}

/** Where the dev IdP keeps its signing keys (mode 0600; `npm run reset` removes the data folder). */
export const devIdpKeysPath = (dataDir: string): string => join(dataDir, 'dev-idp', 'jwks.json');

const RSA_PRIVATE_FIELDS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** The first usable key of a key file's text, or undefined when it is missing, corrupt or of another version. */
const keyOf = (text: string): SigningKey | undefined => {
  try {
    const parsed = JSON.parse(text) as Partial<KeyFile> | null;
    const key = parsed?.version === 1 && Array.isArray(parsed.keys) ? parsed.keys[0] : undefined;
    const complete =
      key?.kty === 'RSA' &&
      typeof key.kid === 'string' &&
      RSA_PRIVATE_FIELDS.every((field) => typeof key[field] === 'string');
    return complete ? { ...key, use: 'sig', alg: 'RS256' } : undefined;
  } catch {
    return undefined;
  }
};

/** A new RS256 key whose id is its RFC 7638 thumbprint: a new key never takes an old key's id. */
export const generateSigningKey = async (): Promise<SigningKey> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), use: 'sig', alg: 'RS256' };
};

/**
 * The signing key kept in `<dataDir>/dev-idp/jwks.json`, made there on first start, so ID tokens issued
 * before a restart still verify after it (a client that cached the JWKS keeps working). A missing or corrupt
 * file gets a new key, written whole (temporary file, then rename).
 */
export const loadSigningKey = async (dataDir: string): Promise<SigningKey> => {
  const path = devIdpKeysPath(dataDir);
  const kept = keyOf(await readFile(path, 'utf8').catch(() => ''));
  if (kept !== undefined) return kept;
  const key = await generateSigningKey();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ version: 1, keys: [key] } satisfies KeyFile)}\n`, {
    mode: 0o600,
  });
  await rename(temporary, path);
  return key;
};
