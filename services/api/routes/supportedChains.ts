import type { FastifyInstance } from 'fastify';
import { projectQuerySchema } from '../http/commonSchemas.js';
import type { RouteContext } from './RouteContext.js';

/** GET /v1/supported-chains → {http:[CAIP-2 ids of the configured EVM chains, then Solana clusters], ws:[]} */
export const registerSupportedChainsRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'solana' | 'requireProject'>,
): void => {
  app.get(
    '/v1/supported-chains',
    { schema: { querystring: projectQuerySchema() }, preHandler: context.requireProject },
    async () => ({ http: [...context.chains.ids, ...context.solana.ids], ws: [] }),
  );
};
