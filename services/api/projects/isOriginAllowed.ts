/**
 * Whether a browser origin (`scheme://host[:port]`) matches one of a project's patterns:
 * - `*` matches every origin;
 * - an exact origin (`https://app.example.com`, default ports may be written or not);
 * - `*` as the port matches any port, or none (`http://localhost:*`);
 * - `*.` before the host matches its subdomains, not the host itself (`https://*.example.com`).
 * Schemes must match; an opaque origin (`null`) only matches the pattern `null`.
 */
export const isOriginAllowed = (origin: string, patterns: readonly string[]): boolean => {
  const parsed = parseOrigin(origin);
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    if (pattern === 'null' || origin === 'null') return pattern === origin;
    return parsed !== undefined && matches(parsed, pattern);
  });
};

interface OriginParts {
  readonly scheme: string;
  readonly host: string;
  /** Explicit or default port, as written in the URL standard (empty for the scheme's default). */
  readonly port: string;
}

const parseOrigin = (origin: string): OriginParts | undefined => {
  try {
    const url = new URL(origin);
    if (url.origin === 'null' || url.origin !== origin.toLowerCase().replace(/\/$/, '')) return undefined;
    return { scheme: url.protocol, host: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
};

const PATTERN = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^:/*]+)(?::(\*|\d{1,5}))?$/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

const matches = (origin: OriginParts, pattern: string): boolean => {
  const match = PATTERN.exec(pattern);
  if (match === null) return false;
  const [, scheme = '', wildcardHost, host = '', port] = match;
  if (scheme.toLowerCase() !== origin.scheme) return false;
  const wantedHost = host.toLowerCase();
  const hostOk =
    wildcardHost === undefined ? origin.host === wantedHost : origin.host.endsWith(`.${wantedHost}`);
  if (!hostOk) return false;
  if (port === '*') return true;
  const originPort = origin.port === '' ? (DEFAULT_PORTS[origin.scheme] ?? '') : origin.port;
  const wantedPort = port === undefined ? (DEFAULT_PORTS[origin.scheme] ?? '') : port;
  return originPort === wantedPort;
};
