/** The most return URLs a project registers, and the longest one. */
export const MAX_RETURN_URLS = 32;
export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * A return URL in its one exact form (the WHATWG serialisation): http(s), a host, no credentials and no fragment,
 * at most MAX_RETURN_URL_LENGTH characters; undefined otherwise.
 */
export const exactReturnUrl = (text: string): string | undefined => {
  if (text.length > MAX_RETURN_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.host !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '' &&
    !text.includes('#');
  return plain ? url.href : undefined;
};

/** Whether `text` is exactly one of a project's registered return URLs (no prefix, origin or path match). */
export const isReturnUrlRegistered = (text: string, registered: readonly string[]): boolean => {
  const exact = exactReturnUrl(text);
  return exact !== undefined && exact === text && registered.includes(exact);
};

/**
 * A comma-separated list of return URLs (LATCH_LOCAL_RETURN_URLS), each in its exact form, or the reason the list
 * is refused (naming the entry, shortened).
 */
export const parseReturnUrlList = (text: string): { urls: string[] } | { error: string } => {
  const urls: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const exact = exactReturnUrl(entry);
    if (exact === undefined || exact !== entry)
      return { error: `${entry.slice(0, 100)} is not an exact http(s) URL without credentials or fragment` };
    urls.push(exact);
  }
  if (urls.length > MAX_RETURN_URLS) return { error: `at most ${MAX_RETURN_URLS} return URLs` };
  return { urls };
};
