/** Thrown by readCappedText when the body passes its cap (the rest is not read). */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
  constructor(readonly limit: number) {
    super(`Response body is larger than ${limit} bytes`);
  }
}

/**
 * A fetch response's body as UTF-8 text, read up to `limit` bytes: past it the stream is cancelled and
 * BodyTooLarge thrown, so a huge answer never sits whole in memory.
 */
export const readCappedText = async (response: Response, limit: number): Promise<string> => {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new BodyTooLarge(limit);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};
