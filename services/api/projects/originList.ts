/**
 * A comma-separated list of browser origins (`latch-stack --origin`, LATCH_LOCAL_ORIGINS): each an http(s)
 * `scheme://host[:port]` with no path, or the reason the list is refused (naming the entry, shortened).
 */
export const parseOriginList = (text: string): { origins: string[] } | { error: string } => {
  const origins: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const ok = url !== undefined && ['http:', 'https:'].includes(url.protocol) && url.origin === entry;
    if (!ok)
      return { error: `${entry.slice(0, 100)} is not an origin: http(s)://host[:port], no path or slash` };
    origins.push(entry);
  }
  return { origins };
};
