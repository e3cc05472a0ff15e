import type { Network } from '../../ports/index.js';
import type { AccountSource } from '../context/sources.js';

/** The active network as the hooks and the network button show it. */
export interface LatchNetworkState {
  /** The active network (the wallet's when it is on a configured one). */
  readonly network: Network;
  readonly networks: readonly Network[];
  /** The wallet is on a network that is not configured (the UI offers to switch, SPEC §4). */
  readonly isUnsupported: boolean;
}

/** Reads the network from the account store; only reads observables. */
export const readNetwork = (account: AccountSource): LatchNetworkState => ({
  network: account.activeNetwork,
  networks: account.networks,
  isUnsupported: account.isUnsupportedChain,
});

/** The network before anything is restored (the first configured one): what the server renders. */
export const initialNetwork = (account: Pick<AccountSource, 'networks'>): LatchNetworkState => ({
  network: account.networks[0],
  networks: account.networks,
  isUnsupported: false,
});
