import { errorsOf } from '../LatchError.js';

/** The swap flow (core/swap; the data service's swap routes say the same). */
export const SWAP_TEXTS = {
  SWAP_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
} as const;

/** An error of the swap part: `swapError('SWAP_NETWORK_UNSUPPORTED')`. */
export const swapError = /* @__PURE__ */ errorsOf(SWAP_TEXTS);
