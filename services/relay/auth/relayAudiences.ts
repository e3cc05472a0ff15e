import { normaliseRelayUrl } from './normaliseRelayUrl.js';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The normalised URLs a client JWT may name as `aud`: the explicit public URLs when given (a relay behind a
 * proxy), else the relay's own address — every loopback spelling when it listens on loopback or on all
 * interfaces.
 */
export function relayAudiences(host: string, port: number, publicUrls: readonly string[] = []): Set<string> {
  const urls =
    publicUrls.length > 0
      ? publicUrls
      : LOOPBACK_OR_ANY.has(host)
        ? LOOPBACK_NAMES.map((name) => `ws://${name}:${port}`)
        : [`ws://${host.includes(':') ? `[${host}]` : host}:${port}`];
  return new Set(urls.flatMap((url) => normaliseRelayUrl(url) ?? []));
}
