import type { Duplex } from 'node:stream';
import { endSocketWithAnswer } from '../../http-front/endSocketWithAnswer.js';

/** Answers a WebSocket upgrade with a plain HTTP error (the SDK reports "Unexpected server response: 401"). */
export function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  endSocketWithAnswer(socket, status, 'text/plain; charset=utf-8', `${reason}\n`);
}
