import type { OnrampOptions, OnrampPurchaseCurrency } from '../../../ports/index.js';
import type { DevnetChain } from '../../devnet/manifest.js';
import { type KnownToken, knownTokens } from '../chain/knownTokens.js';
import { PAYMENT_CURRENCIES, PAYMENT_LIMITS, PAYMENT_METHODS } from './onrampLimits.js';

/** The on-ramp network name of a devnet chain (`devnet-31337`). */
export const onrampNetworkName = (chain: DevnetChain): string => `devnet-${chain.chainId}`;

/** The tokens the sandbox sells on a chain: every known token that has a price. */
export const purchasableTokens = (chain: DevnetChain): readonly KnownToken[] =>
  knownTokens(chain).filter((token) => token.priceSymbol !== undefined);

/**
 * The sandbox's options: each priced token, with the chains it is sold on, and USD and EUR with the
 * card and bank-account limits of SPEC §9.
 */
export const sandboxOptions = (chains: readonly DevnetChain[]): OnrampOptions => {
  const bySymbol = new Map<string, OnrampPurchaseCurrency>();
  for (const chain of chains) {
    for (const token of purchasableTokens(chain)) {
      const network = {
        name: onrampNetworkName(chain),
        display_name: chain.name,
        chain_id: String(chain.chainId),
        contract_address: token.address,
      };
      const known = bySymbol.get(token.symbol);
      bySymbol.set(token.symbol, {
        id: token.symbol,
        name: token.name,
        symbol: token.symbol,
        networks: [...(known?.networks ?? []), network],
      });
    }
  }
  return {
    purchaseCurrencies: [...bySymbol.values()],
    paymentCurrencies: PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHODS.map((method) => ({ id: method, ...PAYMENT_LIMITS[method] })),
    })),
  };
};
