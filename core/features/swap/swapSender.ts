import { err, type Result } from 'neverthrow';
import type { Network } from '../../../ports/index.js';
import { swapError } from '../../lib/errors/index.js';
import { type EvmSender, requireEvmSender } from '../../lib/flowSteps/index.js';
import type { SwapError, SwapStoreDeps } from './types.js';

/** SWAP_NETWORK_UNSUPPORTED: `network` has no swaps. */
export const swapNetworkUnsupported = (network: Network) =>
  swapError('SWAP_NETWORK_UNSUPPORTED', { details: `${network.caipNetworkId} has no swaps` });

/**
 * Who swaps: the connected eip155 account and its signer on the active network, when it is a swap network
 * (`supported`, see isSwapNetwork); SWAP_NETWORK_UNSUPPORTED otherwise.
 */
export function swapSenderOf(
  deps: Pick<SwapStoreDeps, 'account' | 'signer'>,
  supported: boolean,
): Result<EvmSender, SwapError> {
  const network = deps.account.activeNetwork;
  if (!supported) return err(swapNetworkUnsupported(network));
  return requireEvmSender({ network, address: deps.account.address, signer: deps.signer() });
}
