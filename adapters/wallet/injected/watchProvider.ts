import type { WalletEvents } from '../../../ports/index.js';
import { checksumAccounts } from './checksumAccounts.js';
import type { EventHub } from './createEventHub.js';
import { type Eip1193Provider, isRecord } from './eip1193.js';
import { toEip155NetworkId } from './toEip155NetworkId.js';

const disconnectInfo = (error: unknown): WalletEvents['disconnect'] => {
  if (!isRecord(error)) return {};
  return {
    ...(typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
  };
};

/**
 * Forwards a provider's accountsChanged (checksummed), chainChanged (hex → CAIP-2; unreadable ids are
 * dropped) and disconnect ({code, message}) to the hub. Returns the function that removes the three
 * provider listeners. Providers without `on` are not watched.
 */
export function watchProvider(provider: Eip1193Provider, hub: EventHub<WalletEvents>): () => void {
  const onAccounts = (accounts: unknown) => hub.emit('accountsChanged', checksumAccounts(accounts));
  const onChain = (chainId: unknown) => {
    const caipNetworkId = toEip155NetworkId(chainId);
    if (caipNetworkId !== undefined) hub.emit('chainChanged', caipNetworkId);
  };
  const onDisconnect = (error: unknown) => hub.emit('disconnect', disconnectInfo(error));
  const handlers: [string, (payload: unknown) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ];
  for (const [event, handler] of handlers) provider.on?.(event, handler);
  return () => {
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler);
  };
}
