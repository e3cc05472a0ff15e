import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The cookie `/social/launch` sets in the browser that launches a social login, and `/social/callback` looks for:
 * a random secret of that one login (the service keeps only its SHA-256). First-party on the wallet service's
 * origin (the popup's top-level page), HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back, never
 * on another site's subrequest), Secure on https, only under `/social`.
 */
export const LAUNCH_COOKIE = 'latch_social_login';
/** The pages the cookie is sent to: `/social/launch` and `/social/callback`. */
export const LAUNCH_COOKIE_PATH = '/social';

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A fresh browser secret (32 random bytes, base64url). */
export const newBrowserSecret = (): string => randomBytes(32).toString('base64url');

/** What the service stores of a browser secret. */
export const browserHashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a request's secret is the one whose hash a login keeps (constant-time over the hashes). */
export const isLaunchingBrowser = (secret: string | undefined, browserHash: string | undefined): boolean => {
  if (secret === undefined || browserHash === undefined) return false;
  const seen = Buffer.from(browserHashOf(secret), 'hex');
  const kept = Buffer.from(browserHash, 'hex');
  return seen.length === kept.length && timingSafeEqual(seen, kept);
};

/** The launch secret of a request's `Cookie` header, if it carries a well-formed one. */
export const launchSecretOf = (cookieHeader: string | undefined): string | undefined => {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const split = pair.indexOf('=');
    if (split < 0 || pair.slice(0, split).trim() !== LAUNCH_COOKIE) continue;
    const value = pair.slice(split + 1).trim();
    if (SECRET.test(value)) return value;
  }
  return undefined;
};

const attributes = (ownOrigin: string): string =>
  `Path=${LAUNCH_COOKIE_PATH}; HttpOnly; SameSite=Lax${ownOrigin.startsWith('https:') ? '; Secure' : ''}`;

/** The `Set-Cookie` of a launch: the secret, for as long as the login may stay at the provider. */
export const setLaunchCookie = (secret: string, maxAgeMs: number, ownOrigin: string): string =>
  `${LAUNCH_COOKIE}=${secret}; Max-Age=${Math.max(1, Math.ceil(maxAgeMs / 1000))}; ${attributes(ownOrigin)}`;

/** The `Set-Cookie` that clears it, once the callback it was for came back. */
export const clearLaunchCookie = (ownOrigin: string): string =>
  `${LAUNCH_COOKIE}=; Max-Age=0; ${attributes(ownOrigin)}`;
