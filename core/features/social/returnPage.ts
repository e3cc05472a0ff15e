/**
 * The page a popup-less social login (a Telegram mini-app) returns to: the host page's address without its fragment
 * or a `result_uri` it came back with; undefined outside a browser or for anything but http(s).
 */
export const socialReturnPage = (pageUrl: string | undefined): string | undefined => {
  if (pageUrl === undefined) return undefined;
  try {
    const url = new URL(pageUrl);
    url.hash = '';
    url.searchParams.delete('result_uri');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};
