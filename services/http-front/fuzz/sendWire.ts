import { connect } from 'node:net';
import type { WireRequest } from './wireRequest.js';

/** What one request got over its socket. */
export type WireOutcome =
  | { readonly kind: 'answered'; readonly status: number }
  | { readonly kind: 'dropped'; readonly detail: string }
  | { readonly kind: 'refused'; readonly detail: string }
  | { readonly kind: 'silent' };

const STATUS = /^HTTP\/1\.[01] (\d{3})/;

/**
 * Writes the request on a fresh TCP connection to 127.0.0.1:`port` and resolves with the first final answer's
 * status (1xx but 101 skipped; after a 101 the frame is written, then the socket closed), `dropped` when the
 * socket closed without an answer, `refused` when nothing listens, `silent` when nothing came in `timeoutMs`.
 */
export function sendWire(port: number, request: WireRequest, timeoutMs: number): Promise<WireOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (outcome: WireOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      if (outcome.kind === 'answered' && outcome.status === 101 && request.afterUpgrade !== undefined) {
        socket.write(request.afterUpgrade, () => setTimeout(() => socket.destroy(), 20));
      } else socket.destroy();
    };
    const timer = setTimeout(() => finish({ kind: 'silent' }), timeoutMs);
    const answer = (): WireOutcome | undefined => {
      let text = received.toString('latin1');
      for (;;) {
        const end = text.indexOf('\r\n\r\n');
        if (end === -1) return undefined;
        const status = Number(STATUS.exec(text)?.[1] ?? 0);
        if (status === 0)
          return { kind: 'dropped', detail: `not an HTTP answer: ${JSON.stringify(text.slice(0, 80))}` };
        if (status >= 200 || status === 101) return { kind: 'answered', status };
        text = text.slice(end + 4);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const outcome = answer();
      if (outcome !== undefined) finish(outcome);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') finish({ kind: 'refused', detail: error.message });
      else if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET')
        finish({ kind: 'dropped', detail: error.message });
    });
    socket.on('close', () =>
      finish(
        answer() ?? {
          kind: 'dropped',
          detail:
            received.length === 0
              ? 'closed without an answer'
              : `closed mid-answer: ${JSON.stringify(received.toString('latin1').slice(0, 80))}`,
        },
      ),
    );
    socket.write(request.bytes);
  });
}
