import { err, errAsync, ok, okAsync, ResultAsync } from 'neverthrow';
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  zeroAddress,
} from 'viem';
import { minimumReceived } from '../../../core/features/swap/index.js';
import { type Hex, NATIVE_TOKEN_ADDRESS } from '../../devnet/manifest.js';
import { chainUnavailable } from '../chain/ChainUnavailable.js';
import type { ChainClient, ChainClients } from '../chain/createChainClients.js';
import { type KnownToken, knownTokens } from '../chain/knownTokens.js';
import { candidatePaths, pairKey } from './candidatePaths.js';
import type { ProviderGasPrice, SwapFailure, SwapPairRequest, SwapProvider } from './SwapProvider.js';
import { uniswapV2FactoryAbi, uniswapV2RouterAbi } from './uniswapV2Abis.js';

export interface UniswapV2SwapProviderOptions {
  /** Seconds a built swap stays valid. Default 20 minutes. */
  readonly deadlineSeconds?: number;
  /** Unix time in seconds (tests pin it). Default: the system clock. */
  readonly nowSeconds?: () => number;
}

/** Gas allowed for a swap when the node's estimate is skipped: per hop, generous for Uniswap V2. */
const FIXED_GAS_PER_HOP = 150_000n;
const FIXED_GAS_BASE = 100_000n;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isNative = (address: Hex) => same(address, NATIVE_TOKEN_ADDRESS);
/** Gas estimate + 10 %. */
const withMargin = (gas: bigint) => (gas * 110n) / 100n;

/**
 * The devnet's Uniswap V2 as a swap provider: quotes from the router's getAmountsOut over the direct
 * pair, else through WETH, else through another base token; native ether swaps through WETH with the
 * router's ETH functions; the router is the spender of every approve.
 */
export const createUniswapV2SwapProvider = (
  chains: ChainClients,
  options: UniswapV2SwapProviderOptions = {},
): SwapProvider => {
  const deadlineSeconds = BigInt(options.deadlineSeconds ?? 20 * 60);
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  /** Pairs found, by chain and `pairKey`: a created pair never goes away, so they are kept. */
  const knownPairs = new Set<string>();

  const read = <T>(chain: ChainClient, call: () => Promise<T>): ResultAsync<T, SwapFailure> =>
    ResultAsync.fromPromise(call(), (cause) => chainUnavailable(chain.chain.caipNetworkId, cause));

  const chainOf = (caipNetworkId: string): ChainClient => {
    const found = chains.get(caipNetworkId);
    if (found === undefined) throw new Error(`swap provider asked about unserved ${caipNetworkId}`);
    return found;
  };

  const tokenOf = (chain: ChainClient, address: Hex): KnownToken | undefined =>
    knownTokens(chain.chain)
      .slice(0, 4)
      .find((token) => same(token.address, address));

  /** Which of `keys`' pairs exist (one multicall for the ones not seen yet). */
  const existingPairs = (chain: ChainClient, pairs: readonly (readonly [Hex, Hex])[]) => {
    const prefix = `${chain.chain.caipNetworkId}:`;
    const unknown = pairs.filter(([a, b]) => !knownPairs.has(prefix + pairKey(a, b)));
    if (unknown.length === 0) return okAsync(knownPairs);
    return read(chain, () =>
      chain.client.multicall({
        contracts: unknown.map(([a, b]) => ({
          address: chain.chain.uniswapV2.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair' as const,
          args: [a, b] as const,
        })),
        allowFailure: false,
        multicallAddress: chain.chain.multicall3,
      }),
    ).map((found) => {
      found.forEach((pair, index) => {
        const couple = unknown[index];
        if (couple !== undefined && pair !== zeroAddress) knownPairs.add(prefix + pairKey(...couple));
      });
      return knownPairs;
    });
  };

  /** The first route whose every hop has a pool, as ERC-20 addresses. */
  const findPath = (chain: ChainClient, from: Hex, to: Hex): ResultAsync<Hex[], SwapFailure> => {
    const { USDC, DAI, WETH } = chain.chain.tokens;
    const asErc20 = (address: Hex) => (isNative(address) ? WETH.address : address);
    const paths = candidatePaths(asErc20(from), asErc20(to), WETH.address, [USDC.address, DAI.address]);
    const hops = paths.flatMap((path) =>
      path.slice(1).map((next, index) => [path[index] ?? next, next] as const),
    );
    const prefix = `${chain.chain.caipNetworkId}:`;
    return existingPairs(chain, hops).andThen((pairs) => {
      const path = paths.find((candidate) =>
        candidate
          .slice(1)
          .every((next, index) => pairs.has(prefix + pairKey(candidate[index] ?? next, next))),
      );
      return path === undefined ? err<Hex[], SwapFailure>({ kind: 'NoSwapRoute', from, to }) : ok(path);
    });
  };

  const checkPair = (chain: ChainClient, { from, to }: SwapPairRequest): ResultAsync<void, SwapFailure> => {
    for (const address of [from, to]) {
      if (tokenOf(chain, address) === undefined) return errAsync({ kind: 'UnknownSwapToken', address });
    }
    return okAsync(undefined);
  };

  const quoteOver = (chain: ChainClient, path: readonly Hex[], amount: bigint) =>
    ResultAsync.fromPromise(
      chain.client.readContract({
        address: chain.chain.uniswapV2.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      }),
      (cause): SwapFailure =>
        cause instanceof BaseError && cause.walk((e) => e instanceof ContractFunctionRevertedError) !== null
          ? { kind: 'QuoteReverted', cause }
          : chainUnavailable(chain.chain.caipNetworkId, cause),
    ).map((amounts) => amounts[amounts.length - 1] ?? 0n);

  const quoteWithPath = (request: SwapPairRequest) => {
    const chain = chainOf(request.caipNetworkId);
    return checkPair(chain, request)
      .andThen(() => findPath(chain, request.from, request.to))
      .andThen((path) => quoteOver(chain, path, request.amount).map((out) => ({ chain, path, out })));
  };

  const gasPrice = (caipNetworkId: string): ResultAsync<ProviderGasPrice, SwapFailure> => {
    const chain = chainOf(caipNetworkId);
    return read(chain, async () => {
      const block = await chain.client.getBlock();
      if (block.baseFeePerGas === null) return chain.client.getGasPrice();
      const fees = await chain.client.estimateFeesPerGas();
      return fees.maxFeePerGas;
    }).map((standard) => ({
      standard,
      fast: (standard * 125n) / 100n,
      instant: (standard * 150n) / 100n,
    }));
  };

  return {
    serves: (caipNetworkId) => chains.get(caipNetworkId) !== undefined,

    listTokens: (caipNetworkId) =>
      okAsync(
        knownTokens(chainOf(caipNetworkId).chain)
          .slice(0, 4)
          .map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: token.address,
            decimals: token.decimals,
            eip2612: false,
          })),
      ),

    quote: (request) => quoteWithPath(request).map(({ out }) => out),

    allowance: ({ caipNetworkId, token, owner }) => {
      const chain = chainOf(caipNetworkId);
      if (tokenOf(chain, token) === undefined) return errAsync({ kind: 'UnknownSwapToken', address: token });
      if (isNative(token)) return okAsync(maxUint256);
      return read(chain, () =>
        chain.client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, chain.chain.uniswapV2.router],
        }),
      );
    },

    gasPrice,

    buildApprove: ({ caipNetworkId, token, amount }) => {
      const chain = chainOf(caipNetworkId);
      if (tokenOf(chain, token) === undefined) return errAsync({ kind: 'UnknownSwapToken', address: token });
      if (isNative(token)) return errAsync({ kind: 'NativeNeedsNoApproval' });
      const spender = chain.chain.uniswapV2.router;
      return gasPrice(caipNetworkId).map((fees) => ({
        spender,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
        gasPrice: fees.standard,
      }));
    },

    buildSwap: (request) =>
      quoteWithPath(request).andThen(({ chain, path, out }) => {
        const amountOutMin = minimumReceived(out, request.slippageBps);
        const deadline = BigInt(nowSeconds()) + deadlineSeconds;
        const router = chain.chain.uniswapV2.router;
        const fromNative = isNative(request.from);
        const data = fromNative
          ? encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactETHForTokens',
              args: [amountOutMin, path, request.user, deadline],
            })
          : encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: isNative(request.to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
              args: [request.amount, amountOutMin, path, request.user, deadline],
            });
        const value = fromNative ? request.amount : 0n;
        const gas: ResultAsync<bigint, SwapFailure> = request.disableEstimate
          ? okAsync(FIXED_GAS_BASE + FIXED_GAS_PER_HOP * BigInt(path.length - 1))
          : ResultAsync.fromPromise(
              chain.client.estimateGas({ account: request.user, to: router, data, value }),
              (cause): SwapFailure => ({ kind: 'SwapWouldFail', cause }),
            ).map(withMargin);
        return ResultAsync.combine([gas, gasPrice(request.caipNetworkId)]).map(([limit, fees]) => ({
          to: router,
          data,
          value,
          gas: limit,
          gasPrice: fees.standard,
          amountOutMin,
        }));
      }),
  };
};
