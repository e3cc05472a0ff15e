import type { OnrampOptions, OnrampPurchaseCurrency } from '../../../ports/index.js';
import { PAYMENT_CURRENCIES, PAYMENT_LIMITS, PAYMENT_METHODS } from './onrampLimits.js';
import type { SandboxMarket } from './SandboxMarket.js';

/**
 * The sandbox's options: each token sold, with the markets it is sold on (an EVM chain's `chain_id` is its id,
 * the Solana devnet's its CAIP-2 reference), and USD and EUR with the card and bank-account limits of SPEC §9.
 */
export const sandboxOptions = (markets: readonly SandboxMarket[]): OnrampOptions => {
  const bySymbol = new Map<string, OnrampPurchaseCurrency>();
  for (const market of markets) {
    for (const token of market.tokens) {
      const network = {
        name: market.network,
        display_name: market.name,
        chain_id: market.chainId,
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
