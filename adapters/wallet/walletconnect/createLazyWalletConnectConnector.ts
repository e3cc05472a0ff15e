import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type { ConnectorInfo, WalletConnector, WalletEvents } from '../../../ports/index.js';
import { createWebStorage } from '../../storage/webStorage.js';
import { createEventHub } from '../injected/createEventHub.js';
import {
  DEFAULT_STORAGE_PREFIX,
  sessionRecordKey,
  WALLET_CONNECT_INFO,
  WALLET_CONNECT_SOLANA_INFO,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from './walletConnectTypes.js';

type CreateConnector = (options: WalletConnectConnectorOptions) => WalletConnectConnector;

const loadConnector = (): Promise<CreateConnector> =>
  import('./createWalletConnectConnector.js').then((module) => module.createWalletConnectConnector);

const EVENTS: readonly (keyof WalletEvents)[] = [
  'display_uri',
  'connect',
  'disconnect',
  'chainChanged',
  'accountsChanged',
];

/**
 * The WalletConnect connector of `createWalletConnectConnector`, whose code is fetched by the first connect (or by
 * a reconnect when a session was recorded), not with the page: its info and its events are there from the start.
 * A page without a recorded session answers reconnect with nothing and fetches nothing. A failed fetch fails that
 * call; the next one fetches again. Its `solana` face (the session's Solana side) is there from the start too.
 */
export function createLazyWalletConnectConnector(
  options: WalletConnectConnectorOptions,
  load: () => Promise<CreateConnector> = loadConnector,
): WalletConnectConnector {
  const store = options.storage ?? createWebStorage();
  const sessionKey = sessionRecordKey(options.storagePrefix ?? DEFAULT_STORAGE_PREFIX);
  const forwards: ((real: WalletConnectConnector) => void)[] = [];
  const connector = loadOnce(() =>
    load().then((create) => {
      const real = create({ ...options, storage: store });
      for (const forward of forwards) forward(real);
      return real;
    }),
  );

  /** A face with its info and events from the start; its calls go to `pick` of the fetched connector. */
  const face = (
    info: ConnectorInfo,
    pick: (real: WalletConnectConnector) => WalletConnector,
  ): WalletConnector => {
    const hub = createEventHub<WalletEvents>();
    forwards.push((real) => {
      for (const event of EVENTS) pick(real).on(event, (payload) => hub.emit(event, payload as never));
    });
    return {
      info,
      ...later(() => connector().then(pick), ['connect', 'disconnect']),
      async reconnect(params) {
        if (
          connector.now() === undefined &&
          (await store.getItem(sessionKey).catch(() => undefined)) === undefined
        ) {
          return undefined;
        }
        return pick(await connector()).reconnect(params);
      },
      on: (event, listener) => hub.on(event, listener),
    };
  };

  return {
    ...face(WALLET_CONNECT_INFO, (real) => real),
    solana: face(WALLET_CONNECT_SOLANA_INFO, (real) => real.solana),
    get universalProvider() {
      return connector.now()?.universalProvider;
    },
    /** Closes the loaded connector (one still on its way is closed when it arrives). */
    close: () => connector.end((real) => real.close()),
  };
}
