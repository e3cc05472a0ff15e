import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

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
  const value = parseCookie(cookieHeader)[LAUNCH_COOKIE];
  return value !== undefined && SECRET.test(value) ? value : undefined;
};

const launchCookie = (value: string, maxAge: number, ownOrigin: string): string => {
  const cookie: SetCookie = {
    name: LAUNCH_COOKIE,
    value,
    maxAge,
    path: LAUNCH_COOKIE_PATH,
    httpOnly: true,
    secure: ownOrigin.startsWith('https:'),
    sameSite: 'lax',
  };
  return stringifySetCookie(cookie);
};

/** The `Set-Cookie` of a launch: the secret, for as long as the login may stay at the provider. */
export const setLaunchCookie = (secret: string, maxAgeMs: number, ownOrigin: string): string =>
  launchCookie(secret, Math.max(1, Math.ceil(maxAgeMs / 1000)), ownOrigin);

/** The `Set-Cookie` that clears it, once the callback it was for came back. */
export const clearLaunchCookie = (ownOrigin: string): string => launchCookie('', 0, ownOrigin);
