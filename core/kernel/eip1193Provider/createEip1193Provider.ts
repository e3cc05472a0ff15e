import { evmAccounts, evmChainId, evmNetworkOf } from './evmState.js';
import { EIP1193_CODES, providerError, toProviderRpcError } from './providerRpcError.js';
import { requestAccounts } from './requestAccounts.js';
import type {
  Eip1193EventName,
  Eip1193Events,
  Eip1193LatchSource,
  Eip1193RequestArguments,
  LatchEip1193Provider,
} from './types.js';
import { watchEvents } from './watchEvents.js';

type Listener = (payload: never) => void;

/** The chain id a wallet_switchEthereumChain asks for (`[{ chainId: '0x…' }]`), or undefined. */
const switchTarget = (params: unknown): number | undefined => {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null || !('chainId' in first)) return undefined;
  const { chainId } = first;
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) return undefined;
  return Number.parseInt(chainId, 16);
};

/**
 * An EIP-1193 provider over Latch's active eip155 connection (issue 28 §1), for wagmi, ethers or any library
 * that takes one. Answered by Latch itself: eth_accounts, eth_chainId, eth_requestAccounts (opens Latch's modal
 * when nothing is connected, SPEC §2), wallet_switchEthereumChain (Latch's own switch, so its header follows;
 * 4902 for a chain Latch is not configured with). Every other method (signing, sending, EIP-5792's
 * wallet_sendCalls / wallet_getCapabilities / wallet_getCallsStatus, reads) goes to the eip155 session's raw
 * `request`; 4900 when there is none. Failures are ProviderRpcErrors with the catalogue's text. Events follow
 * Latch's MobX state (watchEvents). Nothing is built until this is called: it is reachable only from
 * `latch/eip1193`.
 */
export function createEip1193Provider(latch: Eip1193LatchSource): LatchEip1193Provider {
  const listeners = new Map<Eip1193EventName, Set<Listener>>();
  const pending = new Set<() => void>();
  let disposed = false;
  const emit = <E extends Eip1193EventName>(event: E, payload: Eip1193Events[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (p: Eip1193Events[E]) => void)(payload);
  };
  const stopWatching = watchEvents(latch, emit);

  const switchChain = async (params: unknown): Promise<null> => {
    const chainId = switchTarget(params);
    if (chainId === undefined) throw providerError(EIP1193_CODES.invalidParams);
    const network = evmNetworkOf(latch, chainId);
    if (network === undefined) throw providerError(EIP1193_CODES.unknownChain, { chainId });
    const switched = await latch.connect.switchNetwork(network);
    if (switched.isErr()) throw toProviderRpcError(switched.error);
    return null;
  };

  const forward = async (args: Eip1193RequestArguments): Promise<unknown> => {
    const session = latch.connection.session('eip155');
    if (session === undefined) throw providerError(EIP1193_CODES.disconnected);
    try {
      return await session.request(args.params === undefined ? { method: args.method } : args);
    } catch (failure) {
      throw toProviderRpcError(failure);
    }
  };

  const askAccounts = async () => {
    const ask = requestAccounts(latch);
    pending.add(ask.cancel);
    try {
      return await ask.accounts;
    } finally {
      pending.delete(ask.cancel);
    }
  };

  const provider: LatchEip1193Provider = {
    async request(args) {
      if (disposed) throw providerError(EIP1193_CODES.disconnected);
      switch (args.method) {
        case 'eth_accounts':
          return [...evmAccounts(latch)];
        case 'eth_chainId': {
          const chainId = evmChainId(latch);
          if (chainId === undefined) throw providerError(EIP1193_CODES.chainDisconnected);
          return chainId;
        }
        case 'eth_requestAccounts':
          return [...(await askAccounts())];
        case 'wallet_switchEthereumChain':
          return switchChain(args.params);
        default:
          return forward(args);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as Listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener);
      return provider;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopWatching();
      for (const cancel of [...pending]) cancel();
      listeners.clear();
    },
  };
  return provider;
}
