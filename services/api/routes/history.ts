import type { FastifyInstance } from 'fastify';
import { validateEvmAddress } from '../../../core/lib/validation/index.js';
import type { CaipNetworkId, HistoryPage } from '../../../ports/index.js';
import type { DevnetChain } from '../../devnet/manifest.js';
import type { ChainClient } from '../chain/createChainClients.js';
import { findKnownToken } from '../chain/knownTokens.js';
import { TOKEN_ICON_SYMBOLS } from '../chain/tokenIconSvg.js';
import { queryHistory } from '../db/history.js';
import { badRequest } from '../http/ApiError.js';
import {
  type CommonQuery,
  EIP155_CHAIN_ID_PATTERN,
  EVM_ADDRESS_PATTERN,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import type { HistoryIndexer } from '../indexer/createHistoryIndexer.js';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js';
import type { RouteContext } from './RouteContext.js';
import { resolveChain } from './resolveChain.js';
import { toHistoryTransaction } from './toHistoryTransaction.js';
import { tokenIconUrl } from './tokenIcons.js';

/** Items per page (the reference service's page size is not documented; AppKit shows them as they come). */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryRouteOptions {
  /** When given, a request first waits (up to `freshnessTimeoutMs`) for the chains to be indexed to their head. */
  readonly indexer?: HistoryIndexer;
  /** Default 2 s; past it the page is served from what is stored. */
  readonly freshnessTimeoutMs?: number;
}

interface HistoryRoute {
  Params: { account: string };
  Querystring: CommonQuery & { chainId?: string; cursor?: string; onramp?: 'coinbase' };
}

/** Waits for `work` (its failure ignored) or `ms`, whichever comes first. */
const settleWithin = async (work: Promise<void>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), elapsed]);
  clearTimeout(timer);
};

/**
 * GET /v1/account/:account/history?chainId=&cursor=&onramp= : the account's transactions on the
 * configured chains (or the one named), newest first, HISTORY_PAGE_SIZE per page; `next` is the opaque
 * cursor of the following page, null on the last. `onramp=coinbase` keeps only on-ramp purchases (what
 * the chain's treasury, which funds the on-ramp sandbox, sent). Every input is checked before anything
 * runs; with an indexer, the chains are brought to their head first.
 */
export const registerHistoryRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'chains' | 'requireProject' | 'publicUrl'>,
  options: HistoryRouteOptions = {},
): void => {
  app.get<HistoryRoute>(
    '/v1/account/:account/history',
    {
      schema: {
        params: {
          type: 'object',
          properties: { account: { type: 'string', pattern: EVM_ADDRESS_PATTERN } },
          required: ['account'],
        },
        querystring: projectQuerySchema({
          chainId: { type: 'string', pattern: EIP155_CHAIN_ID_PATTERN },
          cursor: { type: 'string', minLength: 1, maxLength: 200 },
          onramp: { type: 'string', enum: ['coinbase'] },
        }),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<HistoryPage> => {
      const account = validateEvmAddress(request.params.account, { requirePrefix: true });
      if (account.isErr()) throw badRequest('account', 'Invalid account');
      const { chainId, cursor, onramp } = request.query;
      const chains =
        chainId === undefined
          ? context.chains.ids.flatMap((id): ChainClient[] => {
              const chain = context.chains.get(id);
              return chain === undefined ? [] : [chain];
            })
          : [resolveChain(context.chains, chainId)];
      const after = cursor === undefined ? undefined : decodeHistoryCursor(cursor);
      if (cursor !== undefined && after === undefined) throw badRequest('cursor', 'Invalid cursor');

      const ids = chains.map(({ chain }) => chain.caipNetworkId);
      if (options.indexer !== undefined) {
        await settleWithin(options.indexer.sync(ids), options.freshnessTimeoutMs ?? 2_000);
      }
      const entries = await queryHistory(context.db, {
        address: account.value.toLowerCase(),
        chainIds: ids,
        ...(onramp === 'coinbase'
          ? { sentFrom: chains.map(({ chain }) => chain.treasury.toLowerCase()) }
          : {}),
        ...(after === undefined ? {} : { after }),
        limit: HISTORY_PAGE_SIZE + 1,
      });
      const page = entries.slice(0, HISTORY_PAGE_SIZE);
      const last = page.at(-1);
      const publicUrl = context.publicUrl(request);
      const iconUrl = (symbol: string) =>
        TOKEN_ICON_SYMBOLS.includes(symbol) ? tokenIconUrl(publicUrl, symbol) : undefined;
      const caip = new Map<string, CaipNetworkId>(
        chains.map(({ chain }) => [chain.caipNetworkId, chain.caipNetworkId]),
      );
      const devnets = new Map<string, DevnetChain>(chains.map(({ chain }) => [chain.caipNetworkId, chain]));
      return {
        data: page.flatMap((entry) => {
          const chain = caip.get(entry.chainId);
          const devnet = devnets.get(entry.chainId);
          const approvedToken = (address: string) =>
            devnet === undefined ? undefined : findKnownToken(devnet, address);
          // Only a known collection's tokens get a preview: its symbol's icon, when the service draws one.
          const nftPreviewUrl = (collection: string) => {
            const known = devnet?.nfts?.collections.find(
              (item) => item.address.toLowerCase() === collection.toLowerCase(),
            );
            return known === undefined ? undefined : iconUrl(known.symbol);
          };
          return chain === undefined
            ? []
            : [toHistoryTransaction(entry, chain, iconUrl, approvedToken, nftPreviewUrl)];
        }),
        next: entries.length > HISTORY_PAGE_SIZE && last !== undefined ? encodeHistoryCursor(last) : null,
      };
    },
  );
};
