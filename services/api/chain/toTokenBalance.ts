import { formatUnits } from 'viem';
import { multiplyDecimal } from '../../../core/lib/format/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import type { KnownToken } from './knownTokens.js';
import type { PriceTable } from './pricing.js';

/** What a balance entry tells of its token: a known EVM token, or a Solana one (SOL, a known SPL mint). */
export interface BalanceToken extends Pick<KnownToken, 'symbol' | 'name' | 'decimals' | 'priceSymbol'> {
  readonly kind: KnownToken['kind'] | 'spl';
  /** The contract or mint; none for SOL (CONTRACTS §1's `address?`: a Solana address cannot be 0xeeee…). */
  readonly address?: string;
}

export interface TokenAmount {
  readonly token: BalanceToken;
  /** In the token's smallest unit. */
  readonly amount: bigint;
}

/** One balance entry: exact quantity, USD price and value (when the token has a price). */
export const toTokenBalance = (
  { token, amount }: TokenAmount,
  prices: PriceTable,
  caipNetworkId: `${string}:${string}`,
  iconUrl: (symbol: string) => string,
): TokenBalance => {
  const numeric = formatUnits(amount, token.decimals);
  const price = token.priceSymbol === undefined ? undefined : prices[token.priceSymbol];
  const value = price === undefined ? undefined : multiplyDecimal(numeric, price);
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    ...(token.address === undefined ? {} : { address: `${caipNetworkId}:${token.address}` as const }),
    ...(value?.isOk() ? { value: Number(value.value) } : {}),
    price: price === undefined ? 0 : Number(price),
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: iconUrl(token.symbol),
  };
};
