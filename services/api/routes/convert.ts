import type { FastifyInstance } from 'fastify';
import { maxUint256 } from 'viem';
import type {
  ApproveTransaction,
  GasPrice,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '../../../ports/index.js';
import { badRequest } from '../http/ApiError.js';
import {
  type CommonQuery,
  caipAddressSchema,
  EIP155_CHAIN_ID_PATTERN,
  optionalProjectQuerySchema,
  projectIdSchema,
  projectQuerySchema,
} from '../http/commonSchemas.js';
import type { SwapProvider } from '../swap/SwapProvider.js';
import { parseSlippage } from '../swap/slippage.js';
import { GAS_PRICE_NETWORK_UNSUPPORTED } from '../swap/swapNetworks.js';
import {
  amountSchema,
  checkSwapNetwork,
  parseAmount,
  parseSwapAddress,
  sameNetwork,
  swapFailure,
} from './convertRequest.js';
import type { RouteContext } from './RouteContext.js';
import { tokenIconUrl } from './tokenIcons.js';

type Query<T> = { Querystring: CommonQuery & T };
interface BuildTransactionRoute {
  Querystring: CommonQuery;
  Body: {
    amount: string;
    from: string;
    to: string;
    userAddress: string;
    eip155: { slippage: string };
    disableEstimate?: boolean;
    projectId?: string;
  };
}

const chainIdSchema = { type: 'string', pattern: EIP155_CHAIN_ID_PATTERN } as const;

const buildTransactionBody = {
  type: 'object',
  required: ['amount', 'from', 'to', 'userAddress', 'eip155'],
  additionalProperties: false,
  properties: {
    amount: amountSchema,
    from: caipAddressSchema,
    to: caipAddressSchema,
    userAddress: caipAddressSchema,
    eip155: {
      type: 'object',
      required: ['slippage'],
      additionalProperties: false,
      properties: { slippage: { type: 'string', maxLength: 8 } },
    },
    disableEstimate: { type: 'boolean' },
    projectId: projectIdSchema,
  },
} as const;

/**
 * The swap routes of CONTRACTS §1 (`/v1/convert/*`) over a SwapProvider: tokens, quotes, allowance, gas
 * price, approve and swap calldata. Amounts are in the token's smallest units; addresses are CAIP-10;
 * 0xeeee…eeee is the native currency. Each route needs a project.
 */
export const registerConvertRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'chains' | 'requireProject' | 'publicUrl'>,
  provider: SwapProvider,
): void => {
  const configured = context.chains.ids;
  const preHandler = context.requireProject;

  app.get<Query<{ chainId: string }>>(
    '/v1/convert/tokens',
    { schema: { querystring: projectQuerySchema({ chainId: chainIdSchema }, ['chainId']) }, preHandler },
    async (request): Promise<{ tokens: SwapToken[] }> => {
      const { chainId } = request.query;
      checkSwapNetwork(provider, configured, chainId, 'chainId');
      const tokens = await provider.listTokens(chainId);
      if (tokens.isErr()) throw swapFailure(tokens.error, { from: ['chainId', '0x'] });
      const publicUrl = context.publicUrl(request);
      return {
        tokens: tokens.value.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${chainId}:${token.address}` as SwapToken['address'],
          decimals: token.decimals,
          logoUri: token.logoUri ?? tokenIconUrl(publicUrl, token.symbol),
          eip2612: token.eip2612,
        })),
      };
    },
  );

  app.get<Query<{ amount: string; from: string; to: string; userAddress: string; gasPrice?: string }>>(
    '/v1/convert/quotes',
    {
      schema: {
        querystring: projectQuerySchema(
          {
            amount: amountSchema,
            from: caipAddressSchema,
            to: caipAddressSchema,
            userAddress: caipAddressSchema,
            gasPrice: { type: 'string', pattern: '^[0-9]{1,78}$' },
          },
          ['amount', 'from', 'to', 'userAddress'],
        ),
      },
      preHandler,
    },
    async (request): Promise<{ quotes: SwapQuote[] }> => {
      const from = parseSwapAddress(request.query.from, 'from');
      const to = parseSwapAddress(request.query.to, 'to');
      const user = parseSwapAddress(request.query.userAddress, 'userAddress');
      checkSwapNetwork(provider, configured, from.caipNetworkId, 'from');
      sameNetwork(from, { to, userAddress: user });
      const amount = parseAmount(request.query.amount, 'amount');
      const quoted = await provider.quote({
        caipNetworkId: from.caipNetworkId,
        from: from.address,
        to: to.address,
        amount,
      });
      if (quoted.isErr())
        throw swapFailure(quoted.error, { from: ['from', from.address], to: ['to', to.address] });
      return {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from.caipAddress as SwapQuote['fromAccount'],
            toAmount: quoted.value.toString(),
            toAccount: to.caipAddress as SwapQuote['toAccount'],
          },
        ],
      };
    },
  );

  app.get<Query<{ tokenAddress: string; userAddress: string }>>(
    '/v1/convert/allowance',
    {
      schema: {
        querystring: projectQuerySchema({ tokenAddress: caipAddressSchema, userAddress: caipAddressSchema }, [
          'tokenAddress',
          'userAddress',
        ]),
      },
      preHandler,
    },
    async (request): Promise<{ allowance: string }> => {
      const token = parseSwapAddress(request.query.tokenAddress, 'tokenAddress');
      const user = parseSwapAddress(request.query.userAddress, 'userAddress');
      checkSwapNetwork(provider, configured, token.caipNetworkId, 'tokenAddress');
      sameNetwork(token, { userAddress: user });
      const allowance = await provider.allowance({
        caipNetworkId: token.caipNetworkId,
        token: token.address,
        owner: user.address,
      });
      if (allowance.isErr()) throw swapFailure(allowance.error, { from: ['tokenAddress', token.address] });
      return { allowance: allowance.value.toString() };
    },
  );

  app.get<Query<{ chainId: string }>>(
    '/v1/convert/gas-price',
    { schema: { querystring: projectQuerySchema({ chainId: chainIdSchema }, ['chainId']) }, preHandler },
    async (request): Promise<GasPrice> => {
      const { chainId } = request.query;
      checkSwapNetwork(provider, configured, chainId, 'chainId', GAS_PRICE_NETWORK_UNSUPPORTED);
      const fees = await provider.gasPrice(chainId);
      if (fees.isErr()) throw swapFailure(fees.error, { from: ['chainId', '0x'] });
      const { standard, fast, instant } = fees.value;
      return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() };
    },
  );

  app.get<Query<{ from: string; to: string; amount?: string; userAddress?: string }>>(
    '/v1/convert/build-approve',
    {
      schema: {
        querystring: projectQuerySchema(
          {
            from: caipAddressSchema,
            to: caipAddressSchema,
            amount: amountSchema,
            userAddress: caipAddressSchema,
          },
          ['from', 'to'],
        ),
      },
      preHandler,
    },
    async (request): Promise<{ tx: ApproveTransaction }> => {
      const from = parseSwapAddress(request.query.from, 'from');
      const to = parseSwapAddress(request.query.to, 'to');
      checkSwapNetwork(provider, configured, from.caipNetworkId, 'from');
      sameNetwork(from, {
        to,
        ...(request.query.userAddress === undefined
          ? {}
          : { userAddress: parseSwapAddress(request.query.userAddress, 'userAddress') }),
      });
      const amount =
        request.query.amount === undefined ? maxUint256 : parseAmount(request.query.amount, 'amount');
      const approve = await provider.buildApprove({
        caipNetworkId: from.caipNetworkId,
        token: from.address,
        amount,
      });
      if (approve.isErr()) throw swapFailure(approve.error, { from: ['from', from.address] });
      return {
        tx: {
          // The reference's quirk (CONTRACTS §1): `from` is the token being spent, the contract the client
          // sends the approve to; `to` is the spender.
          from: from.caipAddress as ApproveTransaction['from'],
          to: `${from.caipNetworkId}:${approve.value.spender}` as ApproveTransaction['to'],
          data: approve.value.data,
          value: '0',
          eip155: { gasPrice: approve.value.gasPrice.toString() },
        },
      };
    },
  );

  app.post<BuildTransactionRoute>(
    '/v1/convert/build-transaction',
    { schema: { querystring: optionalProjectQuerySchema(), body: buildTransactionBody }, preHandler },
    async (request): Promise<{ tx: SwapTransaction }> => {
      const body = request.body;
      const from = parseSwapAddress(body.from, 'from');
      const to = parseSwapAddress(body.to, 'to');
      const user = parseSwapAddress(body.userAddress, 'userAddress');
      checkSwapNetwork(provider, configured, from.caipNetworkId, 'from');
      sameNetwork(from, { to, userAddress: user });
      const slippageBps = parseSlippage(body.eip155.slippage);
      if (slippageBps.isErr())
        throw badRequest('eip155.slippage', 'Slippage must be a percentage above 0 and at most 50');
      const amount = parseAmount(body.amount, 'amount');
      const built = await provider.buildSwap({
        caipNetworkId: from.caipNetworkId,
        from: from.address,
        to: to.address,
        amount,
        user: user.address,
        slippageBps: slippageBps.value,
        disableEstimate: body.disableEstimate ?? false,
      });
      if (built.isErr())
        throw swapFailure(built.error, { from: ['from', from.address], to: ['to', to.address] });
      const tx = built.value;
      return {
        tx: {
          from: user.caipAddress as SwapTransaction['from'],
          to: `${from.caipNetworkId}:${tx.to}` as SwapTransaction['to'],
          data: tx.data,
          amount: tx.value.toString(),
          eip155: { gas: tx.gas.toString(), gasPrice: tx.gasPrice.toString() },
        },
      };
    },
  );
};
