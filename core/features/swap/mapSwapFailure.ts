import {
  isLatchError,
  isPortFailure,
  type LatchError,
  latchError,
  SWAP_TEXTS,
  swapError,
} from '../../lib/errors/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../../lib/rpc/index.js';

/** What a failed swap route call turns into. */
export type SwapServiceError =
  | ProviderFailureError
  | LatchError<'SWAP_NETWORK_UNSUPPORTED'>
  | LatchError<'GAS_PRICE_NETWORK_UNSUPPORTED'>
  | LatchError<'DATA_SERVICE_ERROR'>
  | LatchError<'QUERY_DATA_UNDEFINED'>;

/** Server explanations (CONTRACTS §1 reasons[0].description) that are SPEC §8 texts of the swap routes. */
const KNOWN_REASONS = {
  [SWAP_TEXTS.SWAP_NETWORK_UNSUPPORTED]: 'SWAP_NETWORK_UNSUPPORTED',
  [SWAP_TEXTS.GAS_PRICE_NETWORK_UNSUPPORTED]: 'GAS_PRICE_NETWORK_UNSUPPORTED',
} as const;

const isKnownReason = (text: string): text is keyof typeof KNOWN_REASONS =>
  Object.hasOwn(KNOWN_REASONS, text);

/**
 * Turns a swap route failure into a catalogue error: the server's 'Network not supported for Swaps' / 'Network
 * not supported for Gas Price' become those catalogue errors; any other server explanation is
 * DATA_SERVICE_ERROR with that text; swap errors of ours are kept; everything else goes through core/lib/rpc
 * mapProviderFailure (HTTP status, no response, internal error). Total: never throws.
 */
export function mapSwapFailure(failure: unknown): SwapServiceError {
  if (
    isLatchError(failure, 'SWAP_NETWORK_UNSUPPORTED') ||
    isLatchError(failure, 'GAS_PRICE_NETWORK_UNSUPPORTED') ||
    isLatchError(failure, 'DATA_SERVICE_ERROR') ||
    isLatchError(failure, 'QUERY_DATA_UNDEFINED')
  ) {
    return failure;
  }
  if (isPortFailure(failure) && failure.kind === 'HttpFailure') {
    const description = failure.description?.trim();
    const data = { status: failure.status, url: failure.url };
    if (description !== undefined && isKnownReason(description)) {
      return swapError(KNOWN_REASONS[description], { cause: failure, data });
    }
    if (description) {
      return latchError('DATA_SERVICE_ERROR', { params: { description }, cause: failure, data });
    }
  }
  return mapProviderFailure(failure);
}
