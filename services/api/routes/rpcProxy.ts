import type { FastifyInstance } from 'fastify';
import { apiError, badRequest } from '../http/ApiError.js';
import { CHAIN_ID_PATTERN, type CommonQuery, projectQuerySchema } from '../http/commonSchemas.js';
import { isProxiedRpcMethod } from '../rpc/isProxiedRpcMethod.js';
import { BodyTooLarge, readCappedText } from '../rpc/readCappedText.js';
import type { RouteContext } from './RouteContext.js';
import { resolveChain, resolveSolanaCluster } from './resolveChain.js';

type Namespace = 'eip155' | 'solana';

interface RpcRoute {
  Querystring: CommonQuery & { chainId: string };
  Body: unknown;
}

/** Calls per batch. */
export const MAX_RPC_BATCH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ID_TYPES = new Set(['string', 'number']);

/** Default cap of a node's answer passed back to the caller. */
export const DEFAULT_RPC_RESPONSE_LIMIT = 2 * 1024 * 1024;

/** Why a JSON-RPC 2.0 request object is malformed, or undefined when it is fine. */
const requestProblem = (call: unknown, namespace: Namespace): string | undefined => {
  if (!isRecord(call)) return 'must be a JSON-RPC request object';
  if (call.jsonrpc !== '2.0') return 'jsonrpc must be "2.0"';
  if (typeof call.method !== 'string' || call.method === '' || call.method.length > 128)
    return 'method is required';
  if (!isProxiedRpcMethod(call.method, namespace)) {
    return `${call.method.replace(/[^\x20-\x7e]/g, '?')} is not available through the proxy`;
  }
  if ('id' in call && call.id !== null && !ID_TYPES.has(typeof call.id))
    return 'id must be a string, number or null';
  if ('params' in call && call.params !== undefined && typeof call.params !== 'object') {
    return 'params must be an array or object';
  }
  return undefined;
};

const checkBody = (body: unknown, namespace: Namespace): void => {
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > MAX_RPC_BATCH) {
      throw badRequest('body', `A batch holds 1 to ${MAX_RPC_BATCH} calls`);
    }
    body.forEach((call, index) => {
      const problem = requestProblem(call, namespace);
      if (problem !== undefined) throw badRequest(`body.${index}`, `Invalid JSON-RPC request: ${problem}`);
    });
    return;
  }
  const problem = requestProblem(body, namespace);
  if (problem !== undefined) throw badRequest('body', `Invalid JSON-RPC request: ${problem}`);
};

/** The node behind a chain id: an EVM chain's or a Solana cluster's (400 when it is not served). */
const upstreamOf = (
  context: Pick<RouteContext, 'chains' | 'solana'>,
  caipNetworkId: string,
): { readonly namespace: Namespace; readonly caipNetworkId: string; readonly rpcUrl: string } => {
  if (caipNetworkId.startsWith('solana:')) {
    const { cluster } = resolveSolanaCluster(context.solana, caipNetworkId);
    return { namespace: 'solana', caipNetworkId: cluster.caipNetworkId, rpcUrl: cluster.rpcUrl };
  }
  const { chain } = resolveChain(context.chains, caipNetworkId);
  return { namespace: 'eip155', caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl };
};

/**
 * POST /v1?chainId=<eip155:N | solana:…>&projectId= : JSON-RPC 2.0 (one call or a batch of up to 100)
 * forwarded to the chain's node when every call is a method the proxy allows on its namespace
 * (isProxiedRpcMethod: SPEC §5's safe EVM reads, a fixed list of Solana reads); its status and body
 * come back as they are (results and errors alike). A refused method is a 400 naming the call; an
 * unreachable node, or an answer past `rpcResponseLimit` bytes, a 502.
 */
export const registerRpcProxyRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'solana' | 'requireProject' | 'rpcTimeoutMs'> & {
    readonly rpcResponseLimit?: number;
    /** Told of every failed call to a node (unreachable, too slow, too large, a 5xx), by CAIP-2 id. */
    readonly onUpstreamError?: (caipNetworkId: string) => void;
  },
): void => {
  const responseLimit = context.rpcResponseLimit ?? DEFAULT_RPC_RESPONSE_LIMIT;
  app.post<RpcRoute>(
    '/v1',
    {
      schema: {
        querystring: projectQuerySchema({ chainId: { type: 'string', pattern: CHAIN_ID_PATTERN } }, [
          'chainId',
        ]),
        body: { type: ['object', 'array'] },
      },
      preHandler: context.requireProject,
    },
    async (request, reply) => {
      const chain = upstreamOf(context, request.query.chainId);
      checkBody(request.body, chain.namespace);
      let upstream: Response;
      let text: string;
      try {
        upstream = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(context.rpcTimeoutMs),
        });
        text = await readCappedText(upstream, responseLimit);
      } catch (cause) {
        context.onUpstreamError?.(chain.caipNetworkId);
        if (cause instanceof BodyTooLarge) {
          throw apiError(
            502,
            'body',
            `The answer of chain ${chain.caipNetworkId} is larger than ${responseLimit} bytes`,
            {
              cause,
            },
          );
        }
        throw apiError(502, 'chainId', `Chain ${chain.caipNetworkId} is unavailable`, { cause });
      }
      if (upstream.status >= 500) context.onUpstreamError?.(chain.caipNetworkId);
      return reply.code(upstream.status).type('application/json; charset=utf-8').send(text);
    },
  );
};
