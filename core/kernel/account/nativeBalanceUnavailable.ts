import type { CaipNetworkId } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import type { NativeBalanceError, NativeBalanceUnavailableReason } from './types.js';

/** SPEC §8 'Token Balance Unavailable' for a balance that could not be read, with why and the cause. */
export const nativeBalanceUnavailable = (
  reason: NativeBalanceUnavailableReason,
  caipNetworkId: CaipNetworkId,
  cause?: unknown,
): NativeBalanceError =>
  latchError('TOKEN_BALANCE_UNAVAILABLE', {
    details: `${reason} on ${caipNetworkId}`,
    data: { reason, caipNetworkId },
    ...(cause === undefined ? {} : { cause }),
  });
