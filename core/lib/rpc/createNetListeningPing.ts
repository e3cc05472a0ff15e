import type { Clock, HttpTransport, Scheduler } from '../../../ports/index.js';
import { FALLBACK_PING_METHOD, FALLBACK_PING_TIMEOUT_MS } from './constants.js';
import type { EndpointPing } from './createFallbackRanker.js';
import { createJsonRpcClient, type JsonRpcClient } from './createJsonRpcClient.js';

export interface NetListeningPingOptions {
  readonly transport: HttpTransport;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Default 1000 ms. */
  readonly timeoutMs?: number;
}

/** A ranker ping that calls `net_listening` on one endpoint, unbatched and without retries. */
export function createNetListeningPing(options: NetListeningPingOptions): EndpointPing {
  const clients = new Map<string, JsonRpcClient>();
  const clientFor = (url: string): JsonRpcClient => {
    const existing = clients.get(url);
    if (existing) return existing;
    const client = createJsonRpcClient({
      transport: options.transport,
      scheduler: options.scheduler,
      clock: options.clock,
      urls: [url],
      timeoutMs: options.timeoutMs ?? FALLBACK_PING_TIMEOUT_MS,
      batch: false,
      retry: { count: 0 },
    });
    clients.set(url, client);
    return client;
  };
  return (url) => clientFor(url).request(FALLBACK_PING_METHOD);
}
