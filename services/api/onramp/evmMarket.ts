import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { isAddress, parseUnits } from 'viem';
import type { Hex } from '../../devnet/manifest.js';
import type { ChainClient } from '../chain/createChainClients.js';
import { type KnownToken, knownTokens } from '../chain/knownTokens.js';
import { readPrices } from '../chain/readPrices.js';
import { deliverPurchase } from './deliverPurchase.js';
import { marketUnavailable, type SandboxMarket, type SandboxToken } from './SandboxMarket.js';

/** Gas of the delivery: a plain ether transfer, or an ERC-20 `transfer` (generous). */
export const DELIVERY_GAS: Readonly<Record<KnownToken['kind'], bigint>> = { native: 21_000n, erc20: 65_000n };

/** The on-ramp network name of a devnet chain (`devnet-31337`). */
export const evmOnrampNetworkName = (chainId: number): string => `devnet-${chainId}`;

/** The tokens the sandbox sells on a chain: every known token that has a price. */
export const purchasableTokens = (chain: ChainClient['chain']): readonly KnownToken[] =>
  knownTokens(chain).filter((token) => token.priceSymbol !== undefined);

/**
 * An EVM devnet chain as a sandbox market: its priced tokens, quoted from its pools and gas price, paid from
 * the devnet treasury (see deliverPurchase).
 */
export const evmMarket = (client: ChainClient): SandboxMarket => {
  const { chain } = client;
  const sold = purchasableTokens(chain);
  const known = (token: SandboxToken) => sold.find((entry) => entry.address === token.address);
  const unavailable = (cause: unknown) =>
    marketUnavailable(`Chain ${chain.caipNetworkId} is unavailable`, cause);
  return {
    network: evmOnrampNetworkName(chain.chainId),
    name: chain.name,
    caipNetworkId: chain.caipNetworkId,
    chainId: String(chain.chainId),
    tokens: sold,
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && isAddress(address, { strict: false }),
    pricing: (token) => {
      const entry = known(token);
      return ResultAsync.combine([
        readPrices(client).mapErr((failure) => unavailable(failure.cause)),
        ResultAsync.fromPromise(client.client.getGasPrice(), unavailable),
      ]).andThen(([prices, gasPrice]) => {
        const tokenPrice = entry?.priceSymbol === undefined ? undefined : prices[entry.priceSymbol];
        const etherPrice = prices.WETH;
        if (entry === undefined || tokenPrice === undefined || etherPrice === undefined) {
          return err(unavailable(new Error('no pool price')));
        }
        return ok({
          tokenPriceUsd: parseUnits(tokenPrice, 18),
          etherPriceUsd: parseUnits(etherPrice, 18),
          gas: DELIVERY_GAS[entry.kind],
          gasPrice,
        });
      });
    },
    deliver: ({ token, to, amount }) => {
      const entry = known(token);
      if (entry === undefined) return errAsync(unavailable(new Error(`${token.symbol} is not sold here`)));
      return deliverPurchase({ chain: client, token: entry, to: to as Hex, amount });
    },
  };
};
