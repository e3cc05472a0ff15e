import { errAsync, type ResultAsync } from 'neverthrow';
import type { Network, WalletSession } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { fromProviderPromise } from '../../lib/rpc/index.js';
import type { SwitchNetworkOutcome, SwitchWalletNetworkError } from './types.js';

/** The outcome of a network switch that is done: no connection is needed. */
export const SWITCHED: SwitchNetworkOutcome = { needsConnection: false };

/**
 * Asks a connected wallet to move to `network` through the session's optional switchNetwork capability
 * (which adds an unknown chain itself, SPEC §8). No session → PROVIDER_DISCONNECTED; no capability →
 * UNSUPPORTED_CAPABILITY; a wallet failure (4001, 4902, …) → mapProviderFailure.
 */
export function switchWalletNetwork(
  session: WalletSession | undefined,
  network: Network,
): ResultAsync<void, SwitchWalletNetworkError> {
  if (session === undefined) {
    return errAsync(
      latchError('PROVIDER_DISCONNECTED', { details: `no live session for ${network.chainNamespace}` }),
    );
  }
  const switchNetwork = session.switchNetwork;
  if (switchNetwork === undefined) {
    return errAsync(latchError('UNSUPPORTED_CAPABILITY', { params: { capability: 'switchNetwork' } }));
  }
  const switched = new Promise<void>((resolve) => {
    resolve(switchNetwork.call(session, network));
  });
  return fromProviderPromise(switched);
}
