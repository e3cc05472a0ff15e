const SCHEME_ALIASES: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:' };

/**
 * A relay URL reduced to what identifies the relay: ws/wss scheme (http/https count as ws/wss), lower-case
 * host, explicit port only when not the scheme's default, path without trailing slashes; query and
 * fragment dropped. `undefined` when the text is not a URL. Used to compare a JWT `aud` with our own URL.
 */
export function normaliseRelayUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  const scheme = SCHEME_ALIASES[url.protocol] ?? url.protocol;
  if (scheme !== 'ws:' && scheme !== 'wss:') return undefined;
  const defaultPort = scheme === 'ws:' ? '80' : '443';
  const port = url.port === '' || url.port === defaultPort ? '' : `:${url.port}`;
  const path = url.pathname.replace(/\/+$/, '');
  return `${scheme}//${url.hostname.toLowerCase()}${port}${path}`;
}
