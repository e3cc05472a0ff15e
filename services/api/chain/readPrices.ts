import { err, ok, ResultAsync } from 'neverthrow';
import { allCallsFailed, type ChainUnavailable, chainUnavailable } from './ChainUnavailable.js';
import type { ChainClient } from './createChainClients.js';
import { type PriceTable, pricesFromReserves, pricingContracts } from './pricing.js';

/** The chain's token prices from its pools, in one multicall. */
export const readPrices = ({ chain, client }: ChainClient): ResultAsync<PriceTable, ChainUnavailable> =>
  ResultAsync.fromPromise(
    client.multicall({
      contracts: pricingContracts(chain),
      allowFailure: true,
      multicallAddress: chain.multicall3,
    }),
    (cause) => chainUnavailable(chain.caipNetworkId, cause),
  )
    .andThen((results) => {
      const failure = allCallsFailed(results);
      return failure === undefined ? ok(results) : err(chainUnavailable(chain.caipNetworkId, failure.cause));
    })
    .map(([usdcDai, usdcWeth]) => pricesFromReserves(chain, [usdcDai, usdcWeth]));
