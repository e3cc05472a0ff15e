export {
  BPS_SCALE,
  DEVNET_SWAP_NETWORK_IDS,
  SUGGESTED_SWAP_SYMBOLS,
  SWAP_NETWORK_IDS,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_SLIPPAGE_BPS,
  SWAP_SLIPPAGE_PERCENT,
} from './constants.js';
export { evmAddressOf } from './evmAddressOf.js';
export { isSwapNetwork } from './isSwapNetwork.js';
export { mapSwapFailure, type SwapServiceError } from './mapSwapFailure.js';
export { minimumReceived } from './minimumReceived.js';
export { orderSwapTokens } from './orderSwapTokens.js';
export { parseSwapAmount } from './parseSwapAmount.js';
export { parseUnitsString } from './parseUnitsString.js';
export { type PrepareSwapArgs, prepareSwap, slippagePercent, toSwapRequest } from './prepareSwap.js';
export { priceImpactBps, type ValuedAmount } from './priceImpact.js';
export { createSwapStore, SwapStore } from './SwapStore.js';
export type {
  SwapAccountSource,
  SwapError,
  SwapFee,
  SwapOpenOptions,
  SwapPreview,
  SwapStatus,
  SwapStoreDeps,
  SwapStoreOptions,
  SwapTokensStatus,
  SwapTransactions,
} from './types.js';
