import { err, ok, ResultAsync } from 'neverthrow';
import type { Address } from 'viem';
import { balanceOfAbi, getEthBalanceAbi } from './abis.js';
import { allCallsFailed, type ChainUnavailable, chainUnavailable } from './ChainUnavailable.js';
import type { ChainClient } from './createChainClients.js';
import { knownTokens } from './knownTokens.js';
import { type PriceTable, pricesFromReserves, pricingContracts } from './pricing.js';
import type { TokenAmount } from './toTokenBalance.js';

export type { TokenAmount };

export interface BalanceSnapshot {
  /** Every known token whose balance could be read, native first (zero balances included). */
  readonly amounts: readonly TokenAmount[];
  readonly prices: PriceTable;
}

/**
 * The owner's native and token balances and the pool reserves behind the prices, in ONE Multicall3
 * call (`getEthBalance` + `balanceOf` × tokens + `getReserves` × pools, each allowed to fail alone).
 * Fails only when nothing could be read (node unreachable, multicall reverted).
 */
export const readBalances = (
  { chain, client }: ChainClient,
  owner: Address,
): ResultAsync<BalanceSnapshot, ChainUnavailable> => {
  const tokens = knownTokens(chain);
  const balanceCalls = tokens.map((token) =>
    token.kind === 'native'
      ? ({
          address: chain.multicall3,
          abi: getEthBalanceAbi,
          functionName: 'getEthBalance',
          args: [owner],
        } as const)
      : ({ address: token.address, abi: balanceOfAbi, functionName: 'balanceOf', args: [owner] } as const),
  );
  const [usdcDai, usdcWeth] = pricingContracts(chain);
  return ResultAsync.fromPromise(
    client.multicall({
      contracts: [...balanceCalls, usdcDai, usdcWeth],
      allowFailure: true,
      multicallAddress: chain.multicall3,
    }),
    (cause) => chainUnavailable(chain.caipNetworkId, cause),
  )
    .andThen((results) => {
      const failure = allCallsFailed(results);
      return failure === undefined ? ok(results) : err(chainUnavailable(chain.caipNetworkId, failure.cause));
    })
    .map((results) => {
      const amounts = tokens.flatMap((token, index): TokenAmount[] => {
        const read = results[index];
        return read?.status === 'success' && typeof read.result === 'bigint'
          ? [{ token, amount: read.result }]
          : [];
      });
      const reserves = results.slice(tokens.length);
      return {
        amounts,
        prices: pricesFromReserves(chain, [asReserves(reserves[0]), asReserves(reserves[1])]),
      };
    });
};

type Reserves = readonly [bigint, bigint, number];

const asReserves = (
  read: { status: 'success'; result: unknown } | { status: 'failure' } | undefined,
): { status: 'success'; result: Reserves } | { status: 'failure' } | undefined => {
  if (read?.status !== 'success') return read;
  const value = read.result;
  return Array.isArray(value) && typeof value[0] === 'bigint' && typeof value[1] === 'bigint'
    ? { status: 'success', result: [value[0], value[1], Number(value[2])] }
    : { status: 'failure' };
};
