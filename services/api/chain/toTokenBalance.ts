import { formatUnits } from 'viem';
import { multiplyDecimal } from '../../../core/format/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import type { PriceTable } from './pricing.js';
import type { TokenAmount } from './readBalances.js';

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
    address: `${caipNetworkId}:${token.address}`,
    ...(value?.isOk() ? { value: Number(value.value) } : {}),
    price: price === undefined ? 0 : Number(price),
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: iconUrl(token.symbol),
  };
};
