/** Query parameters that carry a secret: a sandbox checkout id pays tokens to whoever presents it. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['checkout']);

/** Any parameter whose name says it holds a credential (`token`, `apiKey`, `client_secret`, `auth` …). */
const SECRET_NAME = /token|secret|passw|auth|key|signature|session|credential|code/i;

export const REDACTED = '***';

const isSecret = (name: string): boolean => SECRET_PARAMS.has(name) || SECRET_NAME.test(name);

/**
 * A request target fit for logs: the value of every secret-bearing query parameter replaced by `***`, the
 * rest left as sent. The query is split by hand, not through URLSearchParams, so that a target that does not
 * parse cannot slip a secret through; a parameter name that does not decode is treated as secret.
 */
export const redactQuery = (target: string): string => {
  const start = target.indexOf('?');
  if (start === -1) return target;
  const pairs = target
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        return `${rawName}=${REDACTED}`;
      }
      return isSecret(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${target.slice(0, start)}?${pairs.join('&')}`;
};
