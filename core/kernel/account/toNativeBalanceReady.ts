import type { Result } from 'neverthrow';
import type { Network } from '../../../ports/index.js';
import { formatBalance } from '../../lib/format/index.js';
import { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';
import type { NativeBalanceError, NativeBalanceReady } from './types.js';

/**
 * The 'ready' balance state of a value read for `address` on `network`: formatted with the network's
 * native decimals (floored to 3 places, '0.000' for zero, '<0.001' for dust). Invalid decimals make it unavailable.
 */
export function toNativeBalanceReady(
  address: string,
  network: Network,
  value: bigint,
): Result<NativeBalanceReady, NativeBalanceError> {
  const { decimals, symbol } = network.nativeCurrency;
  return formatBalance(value, decimals, { thousands: true })
    .map(
      (formatted): NativeBalanceReady => ({
        status: 'ready',
        address,
        caipNetworkId: network.caipNetworkId,
        value,
        formatted,
        symbol,
      }),
    )
    .mapErr((cause) => nativeBalanceUnavailable('failed', network.caipNetworkId, cause));
}
