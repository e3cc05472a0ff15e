/**
 * Query parameters that carry a secret though their names do not say so: a sandbox checkout id pays tokens to
 * whoever presents it; OAuth's `state` and `nonce` bind a login to its browser; `otp` is a login code.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['checkout', 'state', 'nonce', 'otp']);

/**
 * Any parameter whose name says it holds a credential: `token` (the device-confirmation link), `auth` (the
 * relay's JWT), `code` (OAuth), `symKey`, `apiKey`, `client_secret` …
 */
const SECRET_NAME = /token|secret|passw|auth|key|signature|session|credential|code/i;

export const REDACTED = '***';

const isSecret = (name: string): boolean => SECRET_PARAMS.has(name) || SECRET_NAME.test(name);

/** The parameter's name as decoded, or undefined when it does not decode (then it counts as secret). */
const decodeName = (rawName: string): string | undefined => {
  try {
    return decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

const redactPair = (pair: string): string => {
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  const name = decodeName(rawName);
  return name === undefined || isSecret(name) ? `${rawName}=${REDACTED}` : pair;
};

/**
 * A request target fit for logs: the value of every secret-bearing query parameter replaced by `***`, the
 * rest left as sent. The query is split by hand, not through URLSearchParams, so that a target that does not
 * parse cannot slip a secret through; a parameter name that does not decode is treated as secret.
 */
export const redactQuery = (target: string): string => {
  const start = target.indexOf('?');
  if (start === -1) return target;
  return `${target.slice(0, start)}?${target
    .slice(start + 1)
    .split('&')
    .map(redactPair)
    .join('&')}`;
};

/**
 * Free text fit for logs (an error message or stack that quotes a URL, `Invalid URL '//?auth=…'`): every
 * `?name=value` / `&name=value` in it through the same rule as redactQuery, the value ending at `&`, `#`,
 * white space or a quote.
 */
export const redactText = (text: string): string =>
  text.replace(
    /([?&])([^=&?#\s'"`]*)=([^&#\s'"`]*)/g,
    (_match, separator: string, rawName: string, value: string) =>
      `${separator}${redactPair(`${rawName}=${value}`)}`,
  );
