import type { DevnetChain, DevnetToken, Hex } from '../../devnet/manifest.js';
import { NATIVE_TOKEN_ADDRESS } from '../../devnet/manifest.js';

/** A token the data service knows on a chain: the native currency or one of the devnet ERC-20s. */
export interface KnownToken {
  readonly kind: 'native' | 'erc20';
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** The contract, or 0xeeee…eeee for the native currency. */
  readonly address: Hex;
  /** Which token's USD price applies (native ether is priced as WETH); none: the token has no price. */
  readonly priceSymbol?: DevnetToken['symbol'];
}

export const NATIVE_TOKEN = {
  kind: 'native',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  address: NATIVE_TOKEN_ADDRESS,
  priceSymbol: 'WETH',
} as const satisfies KnownToken;

/** Native ether first, then USDC, DAI, WETH, then the chain's extra tokens. */
export const knownTokens = (chain: DevnetChain): readonly KnownToken[] => [
  NATIVE_TOKEN,
  ...[chain.tokens.USDC, chain.tokens.DAI, chain.tokens.WETH].map(
    (token): KnownToken => ({
      kind: 'erc20',
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: token.address,
      priceSymbol: token.symbol,
    }),
  ),
  ...(chain.extraTokens ?? []).map(
    (token): KnownToken => ({
      kind: 'erc20',
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: token.address,
      ...(token.pricedAs === undefined ? {} : { priceSymbol: token.pricedAs }),
    }),
  ),
];

/** The known token at `address` (case-insensitive), if any. */
export const findKnownToken = (chain: DevnetChain, address: string): KnownToken | undefined =>
  knownTokens(chain).find((token) => token.address.toLowerCase() === address.toLowerCase());
