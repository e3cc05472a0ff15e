import type { NativeBalanceState } from '../../core/kernel/account/index.js';
import type { ConnectionStatus } from '../../core/kernel/connections/index.js';
import type { Latch } from '../../core/kernel/latch/index.js';
import type { ChainNamespace } from '../../ports/index.js';
import type { AccountSource } from '../context/sources.js';

/** The connected account as the hooks and buttons show it. */
export interface LatchAccountState {
  readonly status: ConnectionStatus;
  readonly isConnected: boolean;
  readonly address: string | undefined;
  readonly caipAddress: string | undefined;
  readonly namespace: ChainNamespace | undefined;
  /** Name-service name (eip155 mainnets), when one was resolved. */
  readonly name: string | undefined;
  readonly avatar: string | undefined;
  /** Native balance; 'idle' until known. 'unavailable' is not zero (STYLE #17: failures are never data). */
  readonly balance: NativeBalanceState;
}

/** Reads the account from the core; only reads observables, so it can run inside a reaction. */
export const readAccount = (latch: Pick<Latch, 'connection'>, account: AccountSource): LatchAccountState => ({
  status: latch.connection.status,
  isConnected: account.isConnected,
  address: account.address,
  caipAddress: account.caipAddress,
  namespace: account.isConnected ? account.activeNamespace : undefined,
  name: account.identity?.name ?? undefined,
  avatar: account.identity?.avatar ?? undefined,
  balance: account.nativeBalance,
});

/** The account before anything is restored: what the server renders and hydration matches (useObserved). */
export const DISCONNECTED_ACCOUNT: LatchAccountState = Object.freeze({
  status: 'disconnected',
  isConnected: false,
  address: undefined,
  caipAddress: undefined,
  namespace: undefined,
  name: undefined,
  avatar: undefined,
  balance: Object.freeze({ status: 'idle' }),
});
