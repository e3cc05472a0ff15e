import type { DevnetChain, DevnetToken, Hex } from '../../devnet/manifest.js';
import { getReservesAbi } from './abis.js';
import { priceFromReserves } from './priceFromReserves.js';

/** USD prices (exact decimal strings) of the devnet tokens; a missing entry means no price. */
export type PriceTable = Partial<Readonly<Record<DevnetToken['symbol'], string>>>;

type Reserves = readonly [bigint, bigint, number];

/** The multicall entries that read both pools, in the order `pricesFromReserves` expects. */
export const pricingContracts = (chain: DevnetChain) =>
  [
    { address: chain.uniswapV2.pairs['USDC/DAI'], abi: getReservesAbi, functionName: 'getReserves' },
    { address: chain.uniswapV2.pairs['USDC/WETH'], abi: getReservesAbi, functionName: 'getReserves' },
  ] as const;

type CallResult<T> = { readonly status: 'success'; readonly result: T } | { readonly status: 'failure' };

/** Uniswap V2 orders a pair's tokens by address: token0 is the lower one. */
const isToken0 = (token: Hex, other: Hex): boolean => BigInt(token) < BigInt(other);

const priceAgainstUsdc = (
  chain: DevnetChain,
  token: DevnetToken,
  read: CallResult<Reserves> | undefined,
): string | undefined => {
  if (read?.status !== 'success') return undefined;
  const usdc = chain.tokens.USDC;
  const [reserve0, reserve1] = read.result;
  const usdcFirst = isToken0(usdc.address, token.address);
  return priceFromReserves({
    tokenReserve: usdcFirst ? reserve1 : reserve0,
    tokenDecimals: token.decimals,
    quoteReserve: usdcFirst ? reserve0 : reserve1,
    quoteDecimals: usdc.decimals,
  });
};

/**
 * Prices from the pools' reserves (SPEC: USDC = 1, DAI via USDC/DAI, WETH via USDC/WETH); a pool that
 * could not be read or is empty gives no price for its token.
 */
export const pricesFromReserves = (
  chain: DevnetChain,
  [usdcDai, usdcWeth]: readonly [CallResult<Reserves> | undefined, CallResult<Reserves> | undefined],
): PriceTable => {
  const table: { -readonly [K in keyof PriceTable]: PriceTable[K] } = { USDC: '1' };
  const dai = priceAgainstUsdc(chain, chain.tokens.DAI, usdcDai);
  const weth = priceAgainstUsdc(chain, chain.tokens.WETH, usdcWeth);
  if (dai !== undefined) table.DAI = dai;
  if (weth !== undefined) table.WETH = weth;
  return table;
};
