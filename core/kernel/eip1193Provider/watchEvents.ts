import { reaction } from 'mobx';
import { evmAccounts, evmChainId } from './evmState.js';
import { EIP1193_CODES, providerError } from './providerRpcError.js';
import type { Eip1193Events, Eip1193LatchSource } from './types.js';

type Emit = <E extends keyof Eip1193Events>(event: E, payload: Eip1193Events[E]) => void;

/**
 * Follows Latch's state with MobX reactions and emits the EIP-1193 events: `connect` when an eip155 account
 * appears, `accountsChanged` when the accounts change ([] on disconnect), `chainChanged` when the chain does,
 * `disconnect` (4900) when the last eip155 account goes. Returns the way to stop.
 */
export function watchEvents(latch: Eip1193LatchSource, emit: Emit): () => void {
  const stops = [
    reaction(
      () => evmAccounts(latch).join(','),
      (_joined, was) => {
        const accounts = evmAccounts(latch);
        const chainId = evmChainId(latch);
        if (was === '' && chainId !== undefined) emit('connect', { chainId });
        emit('accountsChanged', accounts);
        if (accounts.length === 0) emit('disconnect', providerError(EIP1193_CODES.disconnected));
      },
    ),
    reaction(
      () => evmChainId(latch),
      (chainId) => {
        if (chainId !== undefined) emit('chainChanged', chainId);
      },
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
