import type { CaipNetworkId } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import type { BalancesError, BalancesUnavailableReason } from './types.js';

/** SPEC §8 'Token Balance Unavailable' for token balances that could not be read, with why and the cause. */
export const balancesUnavailable = (
  reason: BalancesUnavailableReason,
  caipNetworkId: CaipNetworkId,
  cause?: unknown,
): BalancesError =>
  latchError('TOKEN_BALANCE_UNAVAILABLE', {
    details: `token balances ${reason} on ${caipNetworkId}`,
    data: { reason, caipNetworkId },
    ...(cause === undefined ? {} : { cause }),
  });
