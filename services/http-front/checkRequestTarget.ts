import { err, ok, type Result } from 'neverthrow';
import { type ApiError, apiError } from '../api/http/ApiError.js';
import { parseRequestTarget } from './parseRequestTarget.js';

/**
 * A path: `/` then RFC 3986 path characters or well-formed `%XX` escapes, never `//` first (a scheme-relative
 * look that `new URL(target, base)` reads as a host).
 */
const PATH = /^\/(?!\/)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
/** A query: printable ASCII but `#`, with well-formed escapes (clients send `[`, `]`, `|` … unencoded here). */
const QUERY = /^(?:[!"$&-~]|%[0-9A-Fa-f]{2})*$/;
/** An escaped control character (NUL included) in the path. */
const ESCAPED_CONTROL = /%(?:[01][0-9A-Fa-f]|7[Ff])/;

/**
 * The front's rule for a request target: an origin-form target (`/path?query`) of at most `maxBytes`, made of
 * URL characters only, with well-formed escapes and no escaped control character in the path. Anything else
 * (`//`, `/\\`, `//%00`, `//[`, `//%`, `%ZZ`, `*`, absolute URLs, raw bytes beyond ASCII) is a 400, a longer
 * target a 414, both in the one error body. Never throws.
 */
export function checkRequestTarget(target: string | undefined, maxBytes: number): Result<URL, ApiError> {
  if (target === undefined || target === '') return err(malformed());
  if (Buffer.byteLength(target) > maxBytes) {
    return err(apiError(414, 'target', `Request target is longer than ${maxBytes} bytes`));
  }
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (!PATH.test(path) || ESCAPED_CONTROL.test(path) || !QUERY.test(query)) return err(malformed());
  const url = parseRequestTarget(target);
  return url === undefined ? err(malformed()) : ok(url);
}

const malformed = () => apiError(400, 'target', 'Malformed request target');
