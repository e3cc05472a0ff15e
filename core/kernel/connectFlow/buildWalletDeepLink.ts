const HTTP = /^https?:\/\//i;

/**
 * The link that opens a wallet app on a pairing uri, from its listing's mobile_link (as AppKit and RainbowKit
 * build it): `<link>wc?uri=<encodeURIComponent(uri)>`. A universal link (http/https) keeps its host and path; a
 * custom scheme given bare (`trust`, `rainbow:`) becomes `trust://`. The link always ends with `/` before `wc`.
 * A link with its own query (a web wallet's settings, `https://wallet.example/?relay=…`) keeps it, with the uri
 * added last: `https://wallet.example/wc?relay=…&uri=…`; a fragment stays at the end.
 */
export const buildWalletDeepLink = (mobileLink: string, uri: string): string => {
  const trimmed = mobileLink.trim();
  const hashAt = trimmed.indexOf('#');
  const fragment = hashAt === -1 ? '' : trimmed.slice(hashAt);
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  let base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!HTTP.test(base) && !base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`;
  if (!base.endsWith('/')) base = `${base}/`;
  const params = query === '' ? '' : `${query}&`;
  return `${base}wc?${params}uri=${encodeURIComponent(uri)}${fragment}`;
};
