/** The largest result a page takes from its address (the popup's messages have the same cap). */
const MAX_RESULT_URI = 8192;
const PARAM = 'result_uri';

type Page = {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'replaceState' | 'state'>;
};

/**
 * A social login's result this page was opened with: `#result_uri=` (where the wallet service's callback page puts
 * it, so the code never reaches the host's server) or `?result_uri=` (the reference's Telegram return). It is taken
 * out of the address as it is read (history.replaceState: the code stays neither in the address bar nor in the
 * history); the rest of the address is left as it was. Undefined when there is none or it is too long.
 */
export const takeReturnedSocialResult = (page: Page): string | undefined => {
  let url: URL;
  try {
    url = new URL(page.location.href);
  } catch {
    return undefined;
  }
  const fragment = new URLSearchParams(url.hash.slice(1));
  const value = fragment.get(PARAM) ?? url.searchParams.get(PARAM);
  if (value === null) return undefined;
  if (fragment.has(PARAM)) {
    fragment.delete(PARAM);
    url.hash = fragment.toString();
  }
  url.searchParams.delete(PARAM);
  page.history.replaceState(page.history.state, '', url.href);
  return value.length > 0 && value.length <= MAX_RESULT_URI ? value : undefined;
};
