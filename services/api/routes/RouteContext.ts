import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ChainClients } from '../chain/createChainClients.js';
import type { SolanaClusters } from '../chain/createSolanaClusters.js';
import type { Queryable } from '../db/Database.js';
import type { WalletRegistry } from '../wallets/loadWalletRegistry.js';

/** What the route modules get from buildApi. */
export interface RouteContext {
  readonly db: Queryable;
  readonly chains: ChainClients;
  /** The Solana clusters served (balances, supported-chains, the RPC proxy's reads). */
  readonly solana: SolanaClusters;
  readonly registry: WalletRegistry;
  /** preHandler: the request must name a configured project (400 / 403). */
  readonly requireProject: preHandlerAsyncHookHandler;
  /** preHandler: a project, when named, must be configured (403). */
  readonly checkProject: preHandlerAsyncHookHandler;
  /** Base URL of this service as the caller sees it (for icon and image URLs), no trailing slash. */
  readonly publicUrl: (request: FastifyRequest) => string;
  /** How long balances and prices read from a chain are reused. */
  readonly chainCacheTtlMs: number;
  /** Timeout of proxied JSON-RPC requests. */
  readonly rpcTimeoutMs: number;
}
