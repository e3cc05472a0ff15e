import type { SwapToken } from '../../../ports/index.js';

/** The token of `tokens` at `address` (CAIP-10; case ignored), if any. */
export const findSwapToken = (
  tokens: readonly SwapToken[],
  address: string | undefined,
): SwapToken | undefined => tokens.find((token) => token.address.toLowerCase() === address?.toLowerCase());

/** `a` and `b` are the same token (its address, case ignored). */
export const sameSwapToken = (a: SwapToken, b: SwapToken | undefined): boolean =>
  b !== undefined && a.address.toLowerCase() === b.address.toLowerCase();
