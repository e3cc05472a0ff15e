import type { WalletEvents } from '../../../ports/index.js';
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
  const hub = createEventHub<WalletEvents>();
  const solanaHub = createEventHub<WalletEvents>();
  let made: WalletConnectConnector | undefined;
  let loading: Promise<WalletConnectConnector> | undefined;

  const connector = (): Promise<WalletConnectConnector> => {
    loading ??= load().then(
      (create) => {
        const real = create({ ...options, storage: store });
        for (const event of EVENTS) {
          real.on(event, (payload) => hub.emit(event, payload as never));
          real.solana.on(event, (payload) => solanaHub.emit(event, payload as never));
        }
        made = real;
        return real;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  /** Nothing to fetch without a connector made or a recorded session: no session to restore. */
  const unrecorded = async () =>
    made === undefined && (await store.getItem(sessionKey).catch(() => undefined)) === undefined;

  return {
    info: WALLET_CONNECT_INFO,
    solana: {
      info: WALLET_CONNECT_SOLANA_INFO,
      connect: async (params) => (await connector()).solana.connect(params),
      reconnect: async (params) =>
        (await unrecorded()) ? undefined : (await connector()).solana.reconnect(params),
      disconnect: async () => made?.solana.disconnect(),
      on: (event, listener) => solanaHub.on(event, listener),
    },
    get universalProvider() {
      return made?.universalProvider;
    },
    connect: async (params) => (await connector()).connect(params),
    reconnect: async (params) => ((await unrecorded()) ? undefined : (await connector()).reconnect(params)),
    disconnect: async () => (await connector()).disconnect(),
    on: (event, listener) => hub.on(event, listener),
    async close() {
      const real = await loading?.catch(() => undefined);
      await real?.close();
    },
  };
}
