import { when } from 'mobx';
import { evmAccounts } from './evmState.js';
import { EIP1193_CODES, providerError } from './providerRpcError.js';
import type { Eip1193LatchSource } from './types.js';

/**
 * eth_requestAccounts: the eip155 accounts, once there are some. A reconnect under way is waited for; then, with
 * no eip155 account, Latch's modal opens (on its eip155 wallets) and the request resolves when one connects. The
 * modal closing first rejects with 4001. Returns the way to give up (the provider's dispose: 4900).
 */
export function requestAccounts(latch: Eip1193LatchSource): {
  readonly accounts: Promise<readonly `0x${string}`[]>;
  readonly cancel: () => void;
} {
  const stops: (() => void)[] = [];
  let fail: (reason: unknown) => void = () => undefined;
  const stopAll = () => {
    for (const stop of stops.splice(0)) stop();
  };
  const connected = () => evmAccounts(latch).length > 0;
  const accounts = new Promise<readonly `0x${string}`[]>((resolve, reject) => {
    fail = reject;
    const settle = () => {
      stopAll();
      resolve(evmAccounts(latch));
    };
    const askUser = () => {
      if (connected()) return settle();
      stops.push(
        when(connected, settle),
        latch.modal.onClose(() => {
          stopAll();
          if (connected()) resolve(evmAccounts(latch));
          else reject(providerError(EIP1193_CODES.userRejected));
        }),
      );
      latch.modal.open({ namespace: 'eip155' }).catch(() => undefined);
    };
    if (latch.connection.status === 'reconnecting')
      stops.push(when(() => latch.connection.status !== 'reconnecting', askUser));
    else askUser();
  });
  return {
    accounts,
    cancel: () => {
      stopAll();
      fail(providerError(EIP1193_CODES.disconnected));
    },
  };
}
