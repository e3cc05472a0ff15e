import type { Server } from 'node:http';
import type { Scheduler } from '../../ports/index.js';

/** How long in-flight requests may take to finish once a server stops; then their sockets are cut. */
export const DEFAULT_DRAIN_MS = 5_000;

export interface DrainOptions {
  /** Default DEFAULT_DRAIN_MS. */
  readonly drainMs?: number;
  /** Default: the system's timers. */
  readonly scheduler?: Pick<Scheduler, 'setTimeout'>;
}

const systemTimeout: Pick<Scheduler, 'setTimeout'> = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * Stops a server gracefully: it accepts no new connection, idle keep-alive sockets are closed at once, the
 * requests in flight are finished (a front server closes each socket as its answer goes out: see
 * createBareFrontServer), and whatever is still open after `drainMs` is cut. Resolves once every socket is
 * gone; harmless on a server that is not listening.
 */
export function drainServer(server: Server, options: DrainOptions = {}): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const scheduler = options.scheduler ?? systemTimeout;
  return new Promise<void>((resolve) => {
    const cancel = scheduler.setTimeout(
      () => server.closeAllConnections(),
      options.drainMs ?? DEFAULT_DRAIN_MS,
    );
    server.close(() => {
      cancel();
      resolve();
    });
    server.closeIdleConnections();
  });
}
