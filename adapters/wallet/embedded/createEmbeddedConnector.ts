import { assertRpcAllowed, classifyRpcMethod } from '../../../core/lib/walletRpc/index.js';
import type {
  ConnectParams,
  EmbeddedWalletFrame,
  FrameEvent,
  KeyValueStorage,
  Logger,
  Network,
  WalletConnector,
  WalletEvents,
  WalletSession,
} from '../../../ports/index.js';
import { createEventHub, type EventHub } from '../injected/createEventHub.js';
import { createEmbeddedSigner } from './createEmbeddedSigner.js';
import type { FrameBridge } from './createFrameBridge.js';
import { EMBEDDED_CONNECTOR_INFO, EMBEDDED_SESSION_KEY } from './embeddedInfo.js';

export interface EmbeddedConnectorOptions {
  readonly frame: EmbeddedWalletFrame & Pick<FrameBridge, 'setVisible'>;
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  /** Where its events go (the lazy wrapper's, so listeners added before the code loaded hear them); its own else. */
  readonly events?: EventHub<WalletEvents>;
}

type SessionUpdate = Extract<FrameEvent, { type: 'SESSION_UPDATE' }>;

const sameChain = (a: string | number | undefined, b: string | number) =>
  a !== undefined && String(a) === String(b);

/**
 * The AUTH connector over the embedded-wallet frame (CONTRACTS §3). `connect` runs once the e-mail code was
 * accepted (the frame holds the session): GET_USER gives the account and chain. `reconnect` asks the frame only
 * when this page connected an embedded wallet before (IS_CONNECTED, then GET_USER on the chain the wallet was last
 * on, as an injected wallet keeps its own), so a visitor who never used e-mail login never loads the frame. Unsafe requests show the frame's own approval UI (`approval` events, true
 * from the first until the last of them is answered; `requestApproved` with the method and result of each one approved); a method on neither SPEC §5 list never reaches the frame
 * (RPC_METHOD_NOT_ALLOWED, `rpcNotAllowed`). SWITCH_NETWORK switches; SIGN_OUT on disconnect. The frame's
 * SESSION_UPDATE moves an open session: signed out there → `disconnect`, another address → `accountsChanged`,
 * another chain → `chainChanged`.
 */
export function createEmbeddedConnector(options: EmbeddedConnectorOptions): WalletConnector {
  const { frame, storage } = options;
  const hub = options.events ?? createEventHub<WalletEvents>();
  let chainId: string | number | undefined;
  /** The open session's address (undefined while none is open). */
  let address: string | undefined;
  let approvals = 0;

  const setChain = (next: string | number) => {
    if (sameChain(chainId, next)) return;
    chainId = next;
    hub.emit('chainChanged', `eip155:${next}`);
  };

  const close = async () => {
    address = undefined;
    chainId = undefined;
    await storage.removeItem(EMBEDDED_SESSION_KEY);
  };

  const onSessionUpdate = (update: SessionUpdate) => {
    if (address === undefined) return;
    if (!update.isConnected) {
      void close().then(() => hub.emit('disconnect', { message: 'Signed out of the embedded wallet' }));
      return;
    }
    if (update.address !== undefined && update.address.toLowerCase() !== address.toLowerCase()) {
      address = update.address;
      hub.emit('accountsChanged', [update.address]);
    }
    if (update.chainId !== undefined) setChain(update.chainId);
  };
  frame.onEvent((event) => {
    if (event.type === 'SESSION_UPDATE') onSessionUpdate(event);
  });

  const showApproval = (showing: boolean) => {
    approvals += showing ? 1 : -1;
    if (approvals !== (showing ? 1 : 0)) return;
    frame.setVisible(showing);
    hub.emit('approval', showing);
  };

  const rpc = async (method: string, params: unknown, onChain?: string | number): Promise<unknown> => {
    const allowed = assertRpcAllowed(method);
    if (allowed.isErr()) {
      hub.emit('rpcNotAllowed', method);
      throw allowed.error;
    }
    const unsafe = classifyRpcMethod(method) !== 'safe';
    if (unsafe) showApproval(true);
    const target = onChain ?? chainId;
    try {
      const result = await frame.request('RPC_REQUEST', {
        method,
        params,
        ...(target === undefined ? {} : { chainId: target }),
      });
      if (unsafe) hub.emit('requestApproved', { method, result });
      return result;
    } finally {
      if (unsafe) showApproval(false);
    }
  };

  /** GET_USER on `network`; without one (a reconnect), on the chain the wallet was last on (kept by the frame). */
  const open = async (network?: Network): Promise<WalletSession> => {
    const user = await frame.request('GET_USER', network === undefined ? {} : { chainId: network.id });
    chainId = user.chainId;
    address = user.address;
    await storage.setItem(EMBEDDED_SESSION_KEY, '1');
    return {
      connector: EMBEDDED_CONNECTOR_INFO,
      accounts: { accounts: [user.address], caipNetworkId: `eip155:${user.chainId}` },
      signer: createEmbeddedSigner(rpc),
      request: ({ method, params }) => rpc(method, params),
      switchNetwork: async (next) => {
        const switched = await frame.request('SWITCH_NETWORK', { chainId: next.id });
        setChain(switched.chainId);
      },
    };
  };

  return {
    info: EMBEDDED_CONNECTOR_INFO,
    connect: ({ network }: ConnectParams) => open(network),
    async reconnect() {
      if ((await storage.getItem(EMBEDDED_SESSION_KEY)) === undefined) return undefined;
      const { isConnected } = await frame.request('IS_CONNECTED', undefined);
      if (isConnected) return open();
      await storage.removeItem(EMBEDDED_SESSION_KEY);
      return undefined;
    },
    async disconnect() {
      await close();
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
