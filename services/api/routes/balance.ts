import type { FastifyInstance } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
import { createQueryCache } from '../../../core/lib/cache/index.js';
import { parseCaipAddress } from '../../../core/lib/caip/index.js';
import { validateEvmAddress, validateSolanaAddress } from '../../../core/lib/validation/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import type { ChainUnavailable } from '../chain/ChainUnavailable.js';
import { type BalanceSnapshot, readBalances } from '../chain/readBalances.js';
import { readSolanaBalances } from '../chain/readSolanaBalances.js';
import { toTokenBalance } from '../chain/toTokenBalance.js';
import { badRequest } from '../http/ApiError.js';
import {
  ACCOUNT_PATTERN,
  CHAIN_ID_PATTERN,
  type CommonQuery,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';
import { chainReadFailure, resolveChain, resolveSolanaCluster } from './resolveChain.js';
import { tokenIconUrl } from './tokenIcons.js';

interface BalanceRoute {
  Params: { address: string };
  Querystring: CommonQuery & { currency: 'usd'; chainId?: string; forceUpdate?: string };
}

/** The account a request names: its address (checked for its namespace) on a CAIP-2 chain. */
interface BalanceAccount {
  readonly caipNetworkId: `${string}:${string}`;
  readonly address: string;
}

/**
 * The account of `/v1/account/{address}/balance`: a plain address with `chainId`, or a CAIP-10 id (whose
 * chain `chainId`, when given, must be). An eip155 address must be EIP-55 when mixed case; a solana one
 * 32 bytes of base58 (core's validator, over @scure/base).
 */
const balanceAccount = (raw: string, chainId: string | undefined): BalanceAccount => {
  let address = raw;
  let caipNetworkId = chainId;
  if (raw.includes(':')) {
    const parsed = parseCaipAddress(raw);
    if (parsed.isErr()) throw badRequest('address', 'Invalid address');
    if (chainId !== undefined && chainId !== parsed.value.caipNetworkId)
      throw badRequest('chainId', `chainId ${chainId} is not the chain of account ${raw}`);
    ({ address, caipNetworkId } = parsed.value);
  }
  if (caipNetworkId === undefined) throw badRequest('chainId', 'chainId is required');
  const valid: Result<string, unknown> = caipNetworkId.startsWith('solana:')
    ? validateSolanaAddress(address)
    : validateEvmAddress(address, { requirePrefix: true });
  if (valid.isErr()) throw badRequest('address', 'Invalid address');
  return { caipNetworkId: caipNetworkId as BalanceAccount['caipNetworkId'], address: valid.value };
};

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
 * GET /v1/account/:address/balance?currency=usd&chainId=<CAIP-2>&forceUpdate= : native + known token
 * balances; zero balances left out except native. eip155: one multicall, priced from the devnet pools.
 * solana (a plain address with `chainId=solana:…`, or a `solana:` CAIP-10 account): SOL and the known SPL
 * mints' token accounts (jsonParsed), USDC priced at 1 like the EVM USDC, SOL unpriced (no market on the
 * devnet) and without an address. Answers are reused for `chainCacheTtlMs` unless `forceUpdate` names
 * tokens to refresh.
 */
export const registerBalanceRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'solana' | 'requireProject' | 'publicUrl' | 'chainCacheTtlMs'>,
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
          properties: { address: { type: 'string', maxLength: 84, pattern: ACCOUNT_PATTERN } },
          required: ['address'],
        },
        querystring: projectQuerySchema({
          currency: { type: 'string', enum: ['usd'], default: 'usd' },
          chainId: { type: 'string', pattern: CHAIN_ID_PATTERN },
          forceUpdate: { type: 'string', maxLength: 8000 },
        }),
      },
      preHandler: context.requireProject,
    },
    async (request): Promise<{ balances: TokenBalance[] }> => {
      const { caipNetworkId, address } = balanceAccount(request.params.address, request.query.chainId);
      const read = readerOf(context, caipNetworkId);
      const key = `${caipNetworkId}:${address}`;
      if (parseForceUpdate(request.query.forceUpdate).length > 0) cache.invalidate(key);
      const snapshot = await cache.fetch(key, () => read(address));
      if (snapshot.isErr()) throw chainReadFailure(snapshot.error);
      const publicUrl = context.publicUrl(request);
      return {
        balances: snapshot.value.amounts
          .filter(({ token, amount }) => token.kind === 'native' || amount > 0n)
          .map((entry) =>
            toTokenBalance(entry, snapshot.value.prices, caipNetworkId, (symbol) =>
              tokenIconUrl(publicUrl, symbol),
            ),
          ),
      };
    },
  );
};

/** How the balances of an address are read on a chain (400 when the service does not serve it). */
const readerOf = (
  context: Pick<RouteContext, 'chains' | 'solana'>,
  caipNetworkId: string,
): ((address: string) => ResultAsync<BalanceSnapshot, ChainUnavailable>) => {
  if (caipNetworkId.startsWith('solana:')) {
    const cluster = resolveSolanaCluster(context.solana, caipNetworkId);
    return (address) => readSolanaBalances(cluster, address);
  }
  const chain = resolveChain(context.chains, caipNetworkId);
  return (address) => readBalances(chain, address as `0x${string}`);
};
