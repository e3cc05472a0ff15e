import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../errors/index.js';

/**
 * What the modal does with a URL:
 * - 'link': opens it in a tab or follows it (explorer, store and legal links, on-ramp checkout): http(s) only;
 * - 'app': hands the page over to a wallet app (deep links, universal links): http(s) or the wallet's own scheme;
 * - 'image': loads it in an `<img>` (wallet, token and network icons, avatars): http(s) or a `data:` image of a
 *   raster or SVG kind (an `<img>` never runs an SVG's script).
 */
export type UrlUse = 'link' | 'app' | 'image';

export type UnsafeUrlError = LatchError<'URL_UNSAFE'>;

/** Schemes that run or embed content in the page, read local files or reach browser internals. */
export const UNSAFE_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'ws',
  'wss',
  'ftp',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'resource',
  'jar',
]);

/** `data:` images an `<img>` may load: raster kinds and SVG (scripts never run in an image). */
export const DATA_IMAGE =
  /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i;

/** A URL longer than this is refused (a data: icon of 256 KiB is already far past what the modal shows). */
export const URL_MAX_LENGTH = 262_144;

const refuse = (value: string, reason: string): Result<never, UnsafeUrlError> =>
  err(latchError('URL_UNSAFE', { details: `${reason}: ${value.slice(0, 64)}` }));

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** Whether `value` is a relative reference (it parses only against a base, so it carries no scheme). */
const parseRelative = (value: string): boolean => {
  try {
    return new URL(value, 'https://relative.invalid/').protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The one check every URL the modal opens, navigates to or loads passes (see `UrlUse`). The URL must be
 * absolute, but for an image a relative reference (which takes the host page's own scheme); it is parsed the way the browser will parse it (WHATWG URL: tabs, newlines and leading control
 * characters dropped, scheme case-folded), so `JaVa\tScRiPt:` is seen as `javascript:`. Returns the value
 * unchanged, or URL_UNSAFE (its details name the reason, never shown to the user).
 */
export const safeUrl = (value: unknown, use: UrlUse): Result<string, UnsafeUrlError> => {
  if (typeof value !== 'string' || value.trim() === '') return refuse(String(value), 'not a URL');
  if (value.length > URL_MAX_LENGTH) return refuse(value, 'too long');
  const url = parse(value);
  if (url === undefined) {
    // A relative reference (`/logo.png`, `//cdn.example/x.png`) resolves against the host page: it takes the
    // page's own http(s) scheme, so an image may use one (a host's own assets); nothing else is opened by one.
    return use === 'image' && parseRelative(value) ? ok(value) : refuse(value, 'not an absolute URL');
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    return url.hostname === '' ? refuse(value, 'no host') : ok(value);
  }
  if (use === 'image') {
    return scheme === 'data' && DATA_IMAGE.test(url.href)
      ? ok(value)
      : refuse(value, `scheme ${scheme}: is not an image source`);
  }
  if (use === 'app' && !UNSAFE_SCHEMES.has(scheme)) return ok(value);
  return refuse(value, `scheme ${scheme}: cannot be opened`);
};
