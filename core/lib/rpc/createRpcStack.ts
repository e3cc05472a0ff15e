import { err, ok, type Result } from 'neverthrow';
import type { CaipNetworkId, Clock, HttpTransport, Network, Scheduler } from '../../../ports/index.js';
import { type LatchError, latchError } from '../errors/index.js';
import {
  createFallbackRanker,
  type FallbackRanker,
  type FallbackRankerOptions,
} from './createFallbackRanker.js';
import { createJsonRpcClient, type JsonRpcClient } from './createJsonRpcClient.js';
import { createNetListeningPing } from './createNetListeningPing.js';
import { RPC_PROXY_BATCH_SIZE, type RpcProxy, rpcEndpointsOf, rpcProxyUrl } from './rpcEndpoints.js';

export type RpcUrlRequired = LatchError<'RPC_URL_REQUIRED'>;

/** Ranking settings a test may shorten; SPEC §9 defaults (4000 ms, 1000 ms, 10 samples, 0.7 / 0.3). */
export type RankingSettings = Partial<
  Pick<FallbackRankerOptions, 'intervalMs' | 'timeoutMs' | 'sampleCount' | 'weights'>
>;

export interface RpcStackOptions {
  readonly transport: HttpTransport;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** The configured networks (reachable by id through `clientOf`). */
  readonly networks: readonly Network[];
  /** The host's RPC URL per network: it wins. */
  readonly rpcUrls?: Readonly<Record<string, string>>;
  /** The data service's RPC proxy, for SPEC §7's chains. */
  readonly proxy?: RpcProxy;
  readonly ranking?: RankingSettings;
}

/** The one chain RPC stack: every chain read, WalletConnect's RPC map and `latch.rpc()` go through it. */
export interface RpcStack {
  /** A network's endpoints in configured order (see rpcEndpointsOf). */
  endpoints(network: Network): readonly string[];
  /** The network's client (one per network and endpoint list, made on first use); ranked when it has several. */
  client(network: Network): Result<JsonRpcClient, RpcUrlRequired>;
  /** The client of a configured network, by id. */
  clientOf(id: CaipNetworkId): Result<JsonRpcClient, RpcUrlRequired>;
  /** The ranking of a network's endpoints, when it has several and a client was made. */
  ranker(network: Network): FallbackRanker | undefined;
  /** Stops every ranking (its pings and timer); clients made later are no longer ranked. */
  dispose(): void;
}

interface Entry {
  readonly client: JsonRpcClient;
  readonly ranker: FallbackRanker | undefined;
}

/**
 * Builds the JSON-RPC clients of every network over the HttpTransport port: SPEC §8 retries (codes, statuses,
 * Retry-After, 150 ms doubling, 3 retries), SPEC §9 batching and timeout, and — when a network has several
 * endpoints — SPEC §9 ranked fallback (net_listening every 4000 ms, 1000 ms timeout, 10 samples, stability 0.7
 * / latency 0.3), started by the network's first client. Endpoints: see rpcEndpointsOf.
 */
export function createRpcStack(options: RpcStackOptions): RpcStack {
  const { transport, scheduler, clock, networks } = options;
  const config = {
    rpcUrls: options.rpcUrls ?? {},
    ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
  };
  const entries = new Map<string, Entry>();
  const ping = createNetListeningPing({
    transport,
    scheduler,
    clock,
    ...(options.ranking?.timeoutMs === undefined ? {} : { timeoutMs: options.ranking.timeoutMs }),
  });
  let disposed = false;

  const keyOf = (network: Network, urls: readonly string[]) => `${network.caipNetworkId} ${urls.join(' ')}`;

  const build = (network: Network, urls: readonly string[]): Entry => {
    const viaProxy =
      options.proxy !== undefined && urls.includes(rpcProxyUrl(options.proxy, network.caipNetworkId));
    const base = {
      transport,
      scheduler,
      clock,
      ...(viaProxy ? { batch: { size: RPC_PROXY_BATCH_SIZE } } : {}),
    };
    if (urls.length < 2 || disposed)
      return { client: createJsonRpcClient({ ...base, urls }), ranker: undefined };
    const ranker = createFallbackRanker({ urls, ping, scheduler, clock, ...options.ranking });
    ranker.start();
    return { client: createJsonRpcClient({ ...base, fallback: ranker }), ranker };
  };

  const entryOf = (network: Network): Result<Entry, RpcUrlRequired> => {
    const urls = rpcEndpointsOf(network, config);
    if (urls.length === 0) {
      return err(latchError('RPC_URL_REQUIRED', { details: `no RPC URL for ${network.caipNetworkId}` }));
    }
    const key = keyOf(network, urls);
    const existing = entries.get(key);
    if (existing) return ok(existing);
    const made = build(network, urls);
    entries.set(key, made);
    return ok(made);
  };

  const client = (network: Network) => entryOf(network).map((entry) => entry.client);

  return {
    endpoints: (network) => rpcEndpointsOf(network, config),
    client,
    clientOf(id) {
      const network = networks.find((candidate) => candidate.caipNetworkId === id);
      if (network === undefined) {
        return err(latchError('RPC_URL_REQUIRED', { details: `no RPC URL for ${id}` }));
      }
      return client(network);
    },
    ranker(network) {
      return entries.get(keyOf(network, rpcEndpointsOf(network, config)))?.ranker;
    },
    dispose() {
      disposed = true;
      for (const entry of entries.values()) entry.ranker?.stop();
    },
  };
}
