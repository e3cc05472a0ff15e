import { safeUrl } from '../../lib/urls/index.js';

/**
 * Where the provider sends the buyer back: the host page's origin and path only. Its query and fragment stay
 * home (they may carry a host's session, an OAuth code, a referral): the provider and its logs never see them.
 * Undefined when the page is not an http(s) URL (a file: page, a sandboxed about:blank): the provider then
 * uses its own landing page.
 */
export const onrampReturnUrl = (pageUrl: string | undefined): string | undefined => {
  const page = safeUrl(pageUrl, 'link');
  if (page.isErr()) return undefined;
  const url = new URL(page.value);
  return `${url.origin}${url.pathname}`;
};
