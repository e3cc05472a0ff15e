const HTTP = /^https?:\/\//i;

/**
 * The link that opens a wallet app on a pairing uri, from its listing's mobile_link (as AppKit and RainbowKit
 * build it): `<link>wc?uri=<encodeURIComponent(uri)>`. A universal link (http/https) keeps its host and path; a
 * custom scheme given bare (`trust`, `rainbow:`) becomes `trust://`. The link always ends with `/` before `wc`.
 */
export const buildWalletDeepLink = (mobileLink: string, uri: string): string => {
  let base = mobileLink.trim();
  if (!HTTP.test(base) && !base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`;
  if (!base.endsWith('/')) base = `${base}/`;
  return `${base}wc?uri=${encodeURIComponent(uri)}`;
};
