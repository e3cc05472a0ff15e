import type { FastifyInstance } from 'fastify';
import { createQueryCache } from '../../../core/cache/index.js';
import { parseCaipAddress, validateEvmAddress } from '../../../core/validation/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import type { ChainUnavailable } from '../chain/ChainUnavailable.js';
import { type BalanceSnapshot, readBalances } from '../chain/readBalances.js';
import { toTokenBalance } from '../chain/toTokenBalance.js';
import { badRequest } from '../http/ApiError.js';
import {
  type CommonQuery,
  EIP155_CHAIN_ID_PATTERN,
  EVM_ADDRESS_PATTERN,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';
import { chainReadFailure, resolveChain } from './resolveChain.js';
import { tokenIconUrl } from './tokenIcons.js';

interface BalanceRoute {
  Params: { address: string };
  Querystring: CommonQuery & { currency: 'usd'; chainId: string; forceUpdate?: string };
}

const parseForceUpdate = (value: string | undefined): string[] => {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const item of items) {
    if (parseCaipAddress(item).isErr())
      throw badRequest('forceUpdate', `Invalid CAIP-10 address ${item.slice(0, 120)}`);
  }
  return items;
};

/**
 * GET /v1/account/:address/balance?currency=usd&chainId=eip155:N&forceUpdate= : native + known token
 * balances in one multicall, priced from the pools; zero balances left out except native. Answers are
 * reused for `chainCacheTtlMs` unless `forceUpdate` names tokens to refresh.
 */
export const registerBalanceRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'requireProject' | 'publicUrl' | 'chainCacheTtlMs'>,
): void => {
  const cache = createQueryCache<string, BalanceSnapshot, ChainUnavailable>({
    clock: systemClock,
    ttlMs: context.chainCacheTtlMs,
    maxEntries: 10_000,
  });
  app.get<BalanceRoute>(
    '/v1/account/:address/balance',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: { type: 'string', pattern: EVM_ADDRESS_PATTERN } },
          required: ['address'],
        },
        querystring: projectQuerySchema(
          {
            currency: { type: 'string', enum: ['usd'], default: 'usd' },
            chainId: { type: 'string', pattern: EIP155_CHAIN_ID_PATTERN },
            forceUpdate: { type: 'string', maxLength: 8000 },
          },
          ['chainId'],
        ),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<{ balances: TokenBalance[] }> => {
      const address = validateEvmAddress(request.params.address, { requirePrefix: true });
      if (address.isErr()) throw badRequest('address', 'Invalid address');
      const chain = resolveChain(context.chains, request.query.chainId);
      const key = `${chain.chain.caipNetworkId}:${address.value}`;
      if (parseForceUpdate(request.query.forceUpdate).length > 0) cache.invalidate(key);
      const snapshot = await cache.fetch(key, () => readBalances(chain, address.value));
      if (snapshot.isErr()) throw chainReadFailure(snapshot.error);
      const publicUrl = context.publicUrl(request);
      return {
        balances: snapshot.value.amounts
          .filter(({ token, amount }) => token.kind === 'native' || amount > 0n)
          .map((entry) =>
            toTokenBalance(entry, snapshot.value.prices, chain.chain.caipNetworkId, (symbol) =>
              tokenIconUrl(publicUrl, symbol),
            ),
          ),
      };
    },
  );
};
