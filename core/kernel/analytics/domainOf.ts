/**
 * The domain of a page URL for the analytics envelope: its host name without port, or '' when the
 * URL is missing or unparsable.
 */
export function domainOf(url: string | undefined): string {
  if (url === undefined) return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
