import type { CaipNetworkId, Network } from '../../../ports/index.js';

/**
 * SPEC §7: the eip155 chains (about 40) whose reads go to the data service's RPC proxy (`POST /v1?chainId=…`)
 * when the host names no RPC URL of its own for them.
 */
export const RPC_PROXY_CHAIN_IDS: readonly number[] = [
  1, 10, 30, 31, 56, 97, 100, 130, 137, 146, 300, 324, 1101, 1111, 1112, 1284, 1301, 1329, 5000, 5003, 8217,
  8453, 17000, 42161, 42220, 43113, 43114, 59144, 80002, 80069, 80094, 84532, 421614, 534351, 534352, 560048,
  7777777, 11155111, 11155420, 1313161554, 1313161555,
];

/** Largest batch the data service's RPC proxy accepts (services/api `MAX_RPC_BATCH`). */
export const RPC_PROXY_BATCH_SIZE = 100;

/** Where the data service runs, and the project its RPC proxy bills. */
export interface RpcProxy {
  readonly baseUrl: string;
  readonly projectId: string;
}

export interface RpcEndpointsConfig {
  /** The host's own RPC URL per network (the `rpcUrls` option): it wins over everything else. */
  readonly rpcUrls: Readonly<Record<string, string>>;
  /** The data service's RPC proxy; without it every network uses its own URLs. */
  readonly proxy?: RpcProxy;
}

/** The proxy URL of one chain: `<baseUrl>/v1?chainId=<CAIP-2>&projectId=<id>`. */
export function rpcProxyUrl(proxy: RpcProxy, id: CaipNetworkId): string {
  const base = proxy.baseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ chainId: id, projectId: proxy.projectId });
  return `${base}/v1?${query.toString()}`;
}

/** True when the network is one of SPEC §7's chains the RPC proxy serves. */
export const isProxiedChain = (network: Network): boolean =>
  network.chainNamespace === 'eip155' &&
  RPC_PROXY_CHAIN_IDS.includes(Number(network.caipNetworkId.split(':')[1]));

/**
 * The endpoints of a network, in configured order (the ranking may reorder them later): the host's `rpcUrls`
 * entry alone when it gave one; else, for SPEC §7's chains with a data service, its RPC proxy first and the
 * network's own URLs as fallbacks; else the network's own URLs (a devnet chain keeps its node). Duplicates are
 * dropped; an empty list means no RPC URL (RPC_URL_REQUIRED).
 */
export function rpcEndpointsOf(network: Network, config: RpcEndpointsConfig): readonly string[] {
  const override = config.rpcUrls[network.caipNetworkId];
  if (override !== undefined && override !== '') return [override];
  const own = network.rpcUrls.default.http;
  const proxied =
    config.proxy !== undefined && isProxiedChain(network)
      ? [rpcProxyUrl(config.proxy, network.caipNetworkId)]
      : [];
  return [...new Set([...proxied, ...own])];
}
