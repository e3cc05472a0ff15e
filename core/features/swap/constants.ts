/** Swap rules and timings (SPEC §9; the rest are product choices documented here). */

/** Swap slippage tolerance, in percent (SPEC §9: 1). Sent as `eip155.slippage` to build-transaction. */
export const SWAP_SLIPPAGE_PERCENT = 1;

/** The same tolerance in basis points (1 % = 100 bps), for exact bigint math. */
export const SWAP_SLIPPAGE_BPS = 100n;

/** Basis points in a whole (100 %). */
export const BPS_SCALE = 10_000n;

/** A quote is asked once typing pauses this long (SPEC §9 debounce default 500 ms). */
export const SWAP_QUOTE_DEBOUNCE_MS = 500;

/** The eip155 chain ids swaps are offered on (SPEC §9). */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];

/** The local devnet chains (LOCAL-STACK "Contracts offline"), where the data service swaps through Uniswap V2. */
export const DEVNET_SWAP_NETWORK_IDS: readonly number[] = [31337, 31338];

/**
 * Symbols listed first in the token pickers, in this order (SPEC §9: about 27 suggested symbols; the exact list
 * is not given, so these are the widely held ones). Matching ignores case.
 */
export const SUGGESTED_SWAP_SYMBOLS: readonly string[] = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'MATIC',
  'POL',
  'BNB',
  'AVAX',
  'ARB',
  'OP',
  'LINK',
  'UNI',
  'AAVE',
  'LDO',
  'MKR',
  'CRV',
  'SNX',
  'COMP',
  'GRT',
  'ENS',
  '1INCH',
  'SUSHI',
  'SHIB',
  'PEPE',
  'FRAX',
];

/** The chain ids swaps are offered on unless the options say otherwise: SPEC §9 networks and the devnet chains. */
export const DEFAULT_SWAP_NETWORK_IDS: readonly number[] = [...SWAP_NETWORK_IDS, ...DEVNET_SWAP_NETWORK_IDS];
