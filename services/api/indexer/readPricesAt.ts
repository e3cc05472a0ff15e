import { allCallsFailed } from '../chain/ChainUnavailable.js';
import type { ChainClient } from '../chain/createChainClients.js';
import { type PriceTable, pricesFromReserves, pricingContracts } from '../chain/pricing.js';

/**
 * The chain's token prices (USD, from its pools) as they stood at the end of a block, in one
 * multicall. Pools that cannot be read give no price; a node that does not answer rejects.
 */
export const readPricesAt = async (
  { chain, client }: ChainClient,
  blockNumber: bigint,
): Promise<PriceTable> => {
  const results = await client.multicall({
    contracts: pricingContracts(chain),
    allowFailure: true,
    multicallAddress: chain.multicall3,
    blockNumber,
  });
  if (allCallsFailed(results) !== undefined) return {};
  const [usdcDai, usdcWeth] = results;
  return pricesFromReserves(chain, [usdcDai, usdcWeth]);
};
