import { latchError } from '../../../core/lib/errors/index.js';
import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type { ConnectorInfo, WalletConnector, WalletEvents } from '../../../ports/index.js';
import { createEventHub } from './createEventHub.js';
import type { Eip1193Provider } from './eip1193.js';

type CreateConnector = typeof import('./createEip1193Connector.js').createEip1193Connector;

const loadConnector = (): Promise<CreateConnector> =>
  import('./createEip1193Connector.js').then((module) => module.createEip1193Connector);

/** What the injected connector emits (display_uri is WalletConnect's, approval and refusals the frame's). */
const EVENTS: readonly (keyof WalletEvents)[] = ['connect', 'disconnect', 'chainChanged', 'accountsChanged'];

/** The wallet's answer to eth_accounts, when it is surely "no account authorised" (anything else is undecided). */
const authorisesNone = (provider: Eip1193Provider): Promise<boolean> =>
  provider.request({ method: 'eth_accounts' }).then(
    (accounts) => Array.isArray(accounts) && accounts.length === 0,
    () => false,
  );

/**
 * The connector of `createEip1193Connector` on `provider`, whose code (viem's address checksum, the session, the
 * network switch) is fetched by the first connect or disconnect, or by a reconnect the wallet does not refuse
 * outright (eth_accounts answered [] gives nothing and fetches nothing), not with the page. Its info and its
 * events are there from the start. A failed fetch fails that call (RPC_NETWORK_ERROR); the next one fetches again.
 */
export function createLazyEip1193Connector(
  info: ConnectorInfo,
  provider: Eip1193Provider,
  load: () => Promise<CreateConnector> = loadConnector,
): WalletConnector {
  const hub = createEventHub<WalletEvents>();
  let loaded = false;
  // Built once; a failed fetch of its code is tried again by the next call.
  const connector = loadOnce(() =>
    load().then(
      (create) => {
        const real = create(info, provider);
        for (const event of EVENTS) real.on(event, (payload) => hub.emit(event, payload as never));
        loaded = true;
        return real;
      },
      (cause: unknown) => {
        throw latchError('RPC_NETWORK_ERROR', {
          details: 'the injected connector code could not be fetched',
          cause,
        });
      },
    ),
  );

  return {
    info,
    ...later(connector, ['connect', 'disconnect']),
    async reconnect(params) {
      if (!loaded && (await authorisesNone(provider))) return undefined;
      return (await connector()).reconnect(params);
    },
    on: (event, listener) => hub.on(event, listener),
  };
}
