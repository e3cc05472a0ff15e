import { err, ok } from 'neverthrow';
import type { Network } from '../../../ports/index.js';
import { latchError } from '../errors/index.js';
import { laterResult, loadOnce } from '../lazy/index.js';
import type { JsonRpcClient } from './createJsonRpcClient.js';
import type { RpcStack, RpcStackOptions } from './createRpcStack.js';
import { rpcEndpointsOf } from './rpcEndpoints.js';

type CreateRpcStack = (options: RpcStackOptions) => RpcStack;

/** Fetches the stack's code (once for the page; a failed fetch is tried again by the next call). */
export const loadRpcStack = loadOnce(() => import('./stack.js').then((module) => module.createRpcStack));

/**
 * The RPC stack of `createRpcStack`, whose code (clients, batching, retries, ranked fallback) is fetched by the
 * first request rather than with the page. What is known up front answers at once: the endpoints, whether a
 * network has any (RPC_URL_REQUIRED), the same client object per network. A network's ranking therefore starts
 * with its first request. A failed fetch fails that request (RPC_NETWORK_ERROR); the next one fetches again.
 */
export function createLazyRpcStack(
  options: RpcStackOptions,
  load: () => Promise<CreateRpcStack> = loadRpcStack,
): RpcStack {
  const config = {
    rpcUrls: options.rpcUrls ?? {},
    ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
  };
  const endpoints = (network: Network) => rpcEndpointsOf(network, config);
  const clients = new Map<string, JsonRpcClient>();
  const stack = loadOnce(() => load().then((create) => create(options)));
  const onStack = laterResult(stack, (cause) =>
    latchError('RPC_NETWORK_ERROR', { details: 'the RPC code could not be fetched', cause }),
  );

  const lazyClient = (network: Network): JsonRpcClient => ({
    request: <T>(method: string, params?: unknown) =>
      onStack((loaded) => loaded.client(network).asyncAndThen((client) => client.request<T>(method, params))),
  });

  const client: RpcStack['client'] = (network) => {
    const urls = endpoints(network);
    if (urls.length === 0) {
      return err(latchError('RPC_URL_REQUIRED', { details: `no RPC URL for ${network.caipNetworkId}` }));
    }
    const key = `${network.caipNetworkId} ${urls.join(' ')}`;
    const existing = clients.get(key);
    if (existing) return ok(existing);
    const made = lazyClient(network);
    clients.set(key, made);
    return ok(made);
  };

  return {
    endpoints,
    client,
    clientOf(id) {
      const network = options.networks.find((candidate) => candidate.caipNetworkId === id);
      if (network === undefined) {
        return err(latchError('RPC_URL_REQUIRED', { details: `no RPC URL for ${id}` }));
      }
      return client(network);
    },
    ranker: (network) => stack.now()?.ranker(network),
    // Now, or once a stack on its way arrives; nothing waits for it.
    dispose: () => void stack.end((loaded) => loaded.dispose()),
  };
}
