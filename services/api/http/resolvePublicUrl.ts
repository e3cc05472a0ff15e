import type { AddressInfo } from 'node:net';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether a listen host is reachable only from this machine. */
export const isLoopbackHost = (host: string): boolean =>
  LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * A configured public URL (API_PUBLIC_URL) checked and without its trailing slash: http(s), no
 * credentials, query or fragment. Throws with the reason otherwise.
 */
export const parsePublicUrl = (text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`API_PUBLIC_URL is not a URL: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('API_PUBLIC_URL must be http(s)');
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new Error('API_PUBLIC_URL must not carry credentials, a query or a fragment');
  }
  return url.toString().replace(/\/+$/, '');
};

/**
 * The base URL of the links the service hands out (icons, images, checkout pages): the configured one,
 * else the loopback address the server listens on. Never the request's Host header, which the caller
 * chooses.
 */
export const listeningUrl = (address: string | AddressInfo | null): string => {
  if (address === null || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
};
