import type { ClientConnection } from '../connection/ClientConnection.js';

/**
 * Pings every socket each `intervalMs` and drops the ones that did not answer the previous ping since.
 * Only a pong counts (not any frame), so a client that sends but never reads is not kept alive. The Node
 * SDK also tears a socket down itself when no ping came for 35 s, so the interval stays well below that.
 * Returns the stop function.
 */
export function startHeartbeat(
  connections: ReadonlySet<ClientConnection>,
  intervalMs: number,
  onBeat: () => void = () => undefined,
): () => void {
  const timer = setInterval(() => {
    for (const connection of connections) {
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    onBeat();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
