import type { Network, OnrampOptions, OnrampPurchaseCurrency, TokenBalance } from '../../../ports/index.js';
import { isNativeToken, NATIVE_TOKEN_ADDRESS } from '../../kernel/tokens/index.js';
import {
  FALLBACK_PAYMENT_CURRENCIES,
  FALLBACK_PAYMENT_LIMITS,
  FALLBACK_STABLECOIN_SYMBOLS,
} from './constants.js';
import { onrampNetworkName } from './onrampNetworkName.js';

export interface FallbackOnrampOptionsInput {
  readonly network: Network;
  /** Tokens the account holds (balance rows): held stablecoins of the network are offered too. */
  readonly heldTokens?: readonly TokenBalance[];
}

/**
 * The built-in options used when GET /v1/onramp/options fails (SPEC §8): what can be derived for the active
 * network — its native currency, and the stablecoins of FALLBACK_STABLECOIN_SYMBOLS the account holds there —
 * and USD and EUR with the card and bank-account limits of SPEC §9.
 */
export const fallbackOnrampOptions = (input: FallbackOnrampOptionsInput): OnrampOptions => {
  const { network } = input;
  const entry = (contractAddress: string) => ({
    name: onrampNetworkName(network),
    display_name: network.name,
    chain_id: String(network.id),
    contract_address: contractAddress,
  });
  const native: OnrampPurchaseCurrency = {
    id: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    networks: [entry(network.chainNamespace === 'eip155' ? NATIVE_TOKEN_ADDRESS : '')],
  };
  const stablecoins = (input.heldTokens ?? []).flatMap((token): OnrampPurchaseCurrency[] => {
    const symbol = token.symbol.toUpperCase();
    if (token.chainId !== network.caipNetworkId || isNativeToken(token)) return [];
    if (!FALLBACK_STABLECOIN_SYMBOLS.includes(symbol) || token.address === undefined) return [];
    const address = token.address.slice(token.address.lastIndexOf(':') + 1);
    return [{ id: symbol, name: token.name, symbol, networks: [entry(address)] }];
  });
  return {
    purchaseCurrencies: [native, ...stablecoins],
    paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: FALLBACK_PAYMENT_LIMITS,
    })),
  };
};
