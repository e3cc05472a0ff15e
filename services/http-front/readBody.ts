import type { IncomingMessage } from 'node:http';
import { apiError } from '../api/http/ApiError.js';

/** The request body, at most `maxBytes` (a 413 ApiError, the request then cut); rejects when it breaks off. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > maxBytes) {
      request.resume();
      throw apiError(413, 'body', `Request body is larger than ${maxBytes} bytes`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
