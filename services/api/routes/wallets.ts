import type { FastifyInstance } from 'fastify';
import type { WalletListing } from '../../../ports/index.js';
import { type CommonQuery, optionalProjectQuerySchema } from '../http/commonSchemas.js';
import { queryWallets } from '../wallets/queryWallets.js';
import { toWalletListing } from '../wallets/toWalletListing.js';
import type { RouteContext } from './RouteContext.js';

interface WalletsRoute {
  Querystring: CommonQuery & {
    page: number;
    entries: number;
    search?: string;
    include?: string;
    exclude?: string;
  };
}

const idList = { type: 'string', maxLength: 8000 } as const;

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * GET /getWallets?page&entries&search&include&exclude (CONTRACTS §6) from the registry snapshot: pages of
 * up to 40 (a search up to 100), `count` = every match, logos served by this service. `chains` and
 * `badge` are accepted and ignored (the snapshot has neither).
 */
export const registerWalletsRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'registry' | 'checkProject' | 'publicUrl'>,
): void => {
  app.get<WalletsRoute>(
    '/getWallets',
    {
      schema: {
        querystring: optionalProjectQuerySchema({
          page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
          entries: { type: 'integer', minimum: 1, maximum: 100, default: 40 },
          search: { type: 'string', maxLength: 100 },
          include: idList,
          exclude: idList,
          chains: { type: 'string', maxLength: 2000 },
          badge: { type: 'string', maxLength: 64 },
        }),
      },
      preHandler: context.checkProject,
    },
    async (request): Promise<{ count: number; data: WalletListing[] }> => {
      const { page, entries, search, include, exclude } = request.query;
      const result = queryWallets(context.registry.wallets, {
        page,
        entries,
        ...(search !== undefined ? { search } : {}),
        include: splitList(include),
        exclude: splitList(exclude),
      });
      const imageBase = `${context.publicUrl(request)}/wallet-images`;
      return {
        count: result.count,
        data: result.data.map(({ wallet, rank }) => toWalletListing(wallet, rank, imageBase)),
      };
    },
  );
};
