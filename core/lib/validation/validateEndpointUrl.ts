import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../errors/index.js';

export type UrlProtocol = 'http:' | 'https:' | 'ws:' | 'wss:' | 'data:';

export const HTTP_PROTOCOLS: readonly UrlProtocol[] = Object.freeze(['http:', 'https:']);
export const WS_PROTOCOLS: readonly UrlProtocol[] = Object.freeze(['ws:', 'wss:']);

/**
 * Checks that `value` is an absolute URL with one of `protocols` (and a host, except for `data:`).
 * Returns the value unchanged; the error names `field` ('Invalid modal options: {field}').
 */
export const validateEndpointUrl = (
  value: unknown,
  field: string,
  protocols: readonly UrlProtocol[] = HTTP_PROTOCOLS,
): Result<string, LatchError<'MODAL_OPTIONS_INVALID'>> => {
  const url = typeof value === 'string' ? parseUrl(value) : undefined;
  const allowed = url !== undefined && protocols.some((protocol) => protocol === url.protocol);
  if (typeof value === 'string' && allowed && (url.protocol === 'data:' || url.host.length > 0))
    return ok(value);
  return err(
    latchError('MODAL_OPTIONS_INVALID', { params: { field }, details: `not a ${protocols.join('/')} URL` }),
  );
};

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};
