/** One request as bytes on the wire, with a label for the report. */
export interface WireRequest {
  readonly label: string;
  readonly bytes: Buffer;
  /** Written after a 101 answer (one WebSocket frame). */
  readonly afterUpgrade?: Buffer;
}

export interface RequestParts {
  readonly method: string;
  readonly target: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
  /** Send the body chunked instead of with a content-length. */
  readonly chunked?: boolean;
}

/** An HTTP/1.1 request: the headers given (a Host unless one is given), its body framed, `Connection: close`. */
export function encodeRequest(parts: RequestParts): Buffer {
  const lines = [`${parts.method} ${parts.target} HTTP/1.1`];
  if (!parts.headers.some(([name]) => name.toLowerCase() === 'host')) lines.push('Host: 127.0.0.1');
  for (const [name, value] of parts.headers) lines.push(`${name}: ${value}`);
  const body = parts.body === undefined ? undefined : Buffer.from(parts.body, 'utf8');
  if (body !== undefined) {
    lines.push(parts.chunked === true ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`);
  }
  lines.push('Connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'latin1');
  if (body === undefined) return head;
  if (parts.chunked !== true) return Buffer.concat([head, body]);
  return Buffer.concat([
    head,
    Buffer.from(`${body.length.toString(16)}\r\n`),
    body,
    Buffer.from('\r\n0\r\n\r\n'),
  ]);
}

/** A masked WebSocket text frame (what a client must send). */
export function websocketTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const length =
    payload.length < 126
      ? Buffer.from([0x80 | payload.length])
      : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x81]), length, mask, masked]);
}
