import { useCallback, useSyncExternalStore } from 'react';
import type { SandboxWallet } from '../../engine/index.js';

/** The SDK relayer's events (RELAYER_EVENTS of @walletconnect/core) that change the socket's state. */
const EVENTS = ['relayer_connect', 'relayer_disconnect', 'relayer_transport_closed'] as const;

/**
 * `connected`: the socket to the relay is open. `idle`: closed because the wallet has nothing to listen to
 * yet (the SDK opens it on the first pairing). `offline`: closed although it should be open.
 */
export type RelayStatus = 'connected' | 'idle' | 'offline';

export function useRelayStatus(wallet: SandboxWallet): RelayStatus {
  const relayer = wallet.signClient.core.relayer;
  const subscribe = useCallback(
    (listener: () => void) => {
      for (const event of EVENTS) relayer.on(event, listener);
      // Subscriptions come and go without a relayer event; a slow poll keeps idle/offline honest.
      const timer = setInterval(listener, 2_000);
      return () => {
        clearInterval(timer);
        for (const event of EVENTS) relayer.off(event, listener);
      };
    },
    [relayer],
  );
  const read = (): RelayStatus =>
    relayer.connected ? 'connected' : relayer.subscriber.hasAnyTopics ? 'offline' : 'idle';
  return useSyncExternalStore(subscribe, read, read);
}
