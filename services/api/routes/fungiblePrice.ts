import type { FastifyInstance } from 'fastify';
import { createQueryCache } from '../../../core/lib/cache/index.js';
import { parseCaipAddress } from '../../../core/lib/caip/index.js';
import type { FungiblePrice } from '../../../ports/index.js';
import type { ChainUnavailable } from '../chain/ChainUnavailable.js';
import { findKnownToken } from '../chain/knownTokens.js';
import type { PriceTable } from '../chain/pricing.js';
import { readPrices } from '../chain/readPrices.js';
import { badRequest } from '../http/ApiError.js';
import { caipAddressSchema, optionalProjectQuerySchema, projectIdSchema } from '../http/commonSchemas.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';
import { chainReadFailure } from './resolveChain.js';
import { tokenIconUrl } from './tokenIcons.js';

interface PriceRoute {
  Body: { currency: 'usd'; addresses: string[]; projectId?: string };
}

const bodySchema = {
  type: 'object',
  required: ['currency', 'addresses'],
  properties: {
    currency: { type: 'string', enum: ['usd'] },
    addresses: { type: 'array', minItems: 1, maxItems: 100, items: caipAddressSchema },
    projectId: projectIdSchema,
  },
} as const;

/**
 * POST /v1/fungible/price {currency:"usd", addresses:[CAIP-10]} → {fungibles:[…]}: the known tokens among
 * the addresses with their pool price; tokens we do not know, or cannot price, are left out. The
 * project id may come in the query or the body (SPEC §7).
 */
export const registerFungiblePriceRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'requireProject' | 'publicUrl' | 'chainCacheTtlMs'>,
): void => {
  const cache = createQueryCache<string, PriceTable, ChainUnavailable>({
    clock: systemClock,
    ttlMs: context.chainCacheTtlMs,
  });
  app.post<PriceRoute>(
    '/v1/fungible/price',
    {
      schema: { querystring: optionalProjectQuerySchema(), body: bodySchema },
      preHandler: context.requireProject,
    },
    async (request): Promise<{ fungibles: FungiblePrice[] }> => {
      const parsed = request.body.addresses.map((address, index) => {
        const result = parseCaipAddress(address);
        if (result.isErr()) throw badRequest(`addresses.${index}`, `Invalid CAIP-10 address ${address}`);
        return result.value;
      });
      const publicUrl = context.publicUrl(request);
      const fungibles: FungiblePrice[] = [];
      for (const address of parsed) {
        const chain = context.chains.get(address.caipNetworkId);
        const token = chain === undefined ? undefined : findKnownToken(chain.chain, address.address);
        if (chain === undefined || token === undefined) continue;
        const prices = await cache.fetch(chain.chain.caipNetworkId, () => readPrices(chain));
        if (prices.isErr()) throw chainReadFailure(prices.error);
        const price = token.priceSymbol === undefined ? undefined : prices.value[token.priceSymbol];
        if (price === undefined) continue;
        fungibles.push({
          address: address.caipAddress,
          name: token.name,
          symbol: token.symbol,
          iconUrl: tokenIconUrl(publicUrl, token.symbol),
          price: Number(price),
          decimals: token.decimals,
        });
      }
      return { fungibles };
    },
  );
};
