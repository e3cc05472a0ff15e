import type { ResultAsync } from 'neverthrow';
import { useMemo } from 'react';
import type { SwitchNetworkError, SwitchNetworkOutcome } from '../../core/kernel/account/index.js';
import type { Network } from '../../ports/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { initialNetwork, type LatchNetworkState, readNetwork } from './readNetwork.js';
import { useObserved } from './useObserved.js';

export type { LatchNetworkState } from './readNetwork.js';

export type SwitchNetworkResult = ResultAsync<SwitchNetworkOutcome, SwitchNetworkError>;

export interface LatchNetworkControls extends LatchNetworkState {
  /** Switches the active network (SPEC §4; another namespace may need a wallet connected first). */
  switchNetwork(network: Network): SwitchNetworkResult;
}

/** The active network, the configured ones, and the switch. */
export const useLatchNetwork = (): LatchNetworkControls => {
  const { account } = useLatchContext();
  const state = useObserved(
    () => readNetwork(account),
    () => initialNetwork(account),
  );
  return useMemo(
    () => ({ ...state, switchNetwork: (network: Network) => account.switchNetwork(network) }),
    [state, account],
  );
};
