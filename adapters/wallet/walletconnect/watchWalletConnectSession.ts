import type { CaipNetworkId, WalletEvents } from '../../../ports/index.js';
import { createEventHub, type EventHub } from '../injected/createEventHub.js';
import { watchProvider } from '../injected/watchProvider.js';
import { walletConnectEip1193 } from './walletConnectEip1193.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

export interface SessionWatchOptions {
  /** The chain the session is on now: a chainChanged to it is not news. */
  readonly chain: CaipNetworkId;
  /** Called when the wallet ends the session (before `disconnect` is emitted). */
  readonly onEnd: () => void;
}

/**
 * Forwards the session's events to `hub` until stopped: accountsChanged (checksummed), chainChanged
 * (CAIP-2; repeats of the current chain dropped — the SDK announces a switch more than once), and the end
 * of the session — the wallet's session_delete (code 6000) or its expiry — as disconnect, after which it
 * stops by itself. Returns the function that stops it.
 */
export function watchWalletConnectSession(
  provider: UniversalProviderInstance,
  hub: EventHub<WalletEvents>,
  options: SessionWatchOptions,
): () => void {
  const inner = createEventHub<WalletEvents>();
  let chain = options.chain;
  const end = (info: WalletEvents['disconnect']) => {
    stop();
    options.onEnd();
    hub.emit('disconnect', info);
  };
  const onExpire = ({ topic }: { topic: string }) => {
    if (topic === provider.session?.topic) end({ code: 6000, message: 'The WalletConnect session expired' });
  };
  const stops = [
    inner.on('accountsChanged', (accounts) => hub.emit('accountsChanged', accounts)),
    inner.on('chainChanged', (caipNetworkId) => {
      if (caipNetworkId === chain) return;
      chain = caipNetworkId;
      hub.emit('chainChanged', caipNetworkId);
    }),
    inner.on('disconnect', end),
    watchProvider(walletConnectEip1193(provider), inner),
    () => provider.client.off('session_expire', onExpire),
  ];
  provider.client.on('session_expire', onExpire);
  function stop() {
    for (const undo of stops.splice(0)) undo();
  }
  return stop;
}
