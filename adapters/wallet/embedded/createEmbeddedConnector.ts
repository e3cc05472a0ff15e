import { classifyRpcMethod } from '../../../core/validation/index.js';
import type {
  ConnectParams,
  KeyValueStorage,
  Logger,
  Network,
  WalletConnector,
  WalletEvents,
  WalletSession,
} from '../../../ports/index.js';
import { createEventHub } from '../injected/createEventHub.js';
import { createEmbeddedSigner } from './createEmbeddedSigner.js';
import type { FrameBridge } from './createFrameBridge.js';
import { EMBEDDED_CONNECTOR_INFO, EMBEDDED_SESSION_KEY } from './embeddedInfo.js';

export interface EmbeddedConnectorOptions {
  readonly frame: FrameBridge;
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
}

/**
 * The AUTH connector over the embedded-wallet frame (CONTRACTS §3). `connect` runs once the e-mail code was
 * accepted (the frame holds the session): GET_USER gives the account and chain. `reconnect` asks the frame only
 * when this page connected an embedded wallet before (IS_CONNECTED, then GET_USER), so a visitor who never used
 * e-mail login never loads the frame. Unsafe requests show the frame's own approval UI (`approval` events);
 * SWITCH_NETWORK switches; SIGN_OUT on disconnect.
 */
export function createEmbeddedConnector(options: EmbeddedConnectorOptions): WalletConnector {
  const { frame, storage } = options;
  const hub = createEventHub<WalletEvents>();
  let chainId: string | number | undefined;

  const rpc = async (method: string, params: unknown, onChain?: string | number): Promise<unknown> => {
    const unsafe = classifyRpcMethod(method) !== 'safe';
    if (unsafe) {
      frame.setVisible(true);
      hub.emit('approval', true);
    }
    const target = onChain ?? chainId;
    try {
      return await frame.request('RPC_REQUEST', {
        method,
        params,
        ...(target === undefined ? {} : { chainId: target }),
      });
    } finally {
      if (unsafe) {
        frame.setVisible(false);
        hub.emit('approval', false);
      }
    }
  };

  const open = async (network: Network): Promise<WalletSession> => {
    const user = await frame.request('GET_USER', { chainId: network.id });
    chainId = user.chainId;
    await storage.setItem(EMBEDDED_SESSION_KEY, '1');
    return {
      connector: EMBEDDED_CONNECTOR_INFO,
      accounts: { accounts: [user.address], caipNetworkId: `eip155:${user.chainId}` },
      signer: createEmbeddedSigner(rpc),
      request: ({ method, params }) => rpc(method, params),
      switchNetwork: async (next) => {
        const switched = await frame.request('SWITCH_NETWORK', { chainId: next.id });
        chainId = switched.chainId;
        hub.emit('chainChanged', `eip155:${switched.chainId}`);
      },
    };
  };

  return {
    info: EMBEDDED_CONNECTOR_INFO,
    connect: ({ network }: ConnectParams) => open(network),
    async reconnect({ network }) {
      if ((await storage.getItem(EMBEDDED_SESSION_KEY)) === undefined) return undefined;
      const { isConnected } = await frame.request('IS_CONNECTED', undefined);
      if (isConnected) return open(network);
      await storage.removeItem(EMBEDDED_SESSION_KEY);
      return undefined;
    },
    async disconnect() {
      await storage.removeItem(EMBEDDED_SESSION_KEY);
      chainId = undefined;
      try {
        await frame.request('SIGN_OUT', undefined);
      } catch (cause) {
        options.logger?.warn('[latch] embedded wallet: sign-out failed', { cause });
      }
      hub.emit('disconnect', {});
    },
    on: (event, listener) => hub.on(event, listener),
  };
}
