/** The longest `resultUri` taken from a popup's message (a callback address, never a document). */
const MAX_RESULT_URI_LENGTH = 8192;

/** The `{resultUri}` of the wallet service's callback page's message to its opener; anything else is none. */
export const resultUriOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { resultUri } = data as Record<string, unknown>;
  return typeof resultUri === 'string' && resultUri.length <= MAX_RESULT_URI_LENGTH ? resultUri : undefined;
};
