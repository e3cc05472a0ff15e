import type { ResultAsync } from 'neverthrow';
import type { ChainNamespace, Network, Unsubscribe, WalletSession } from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { Connection, ConnectionStatus } from '../connections/index.js';
import type { OpenOptions } from '../modal/index.js';
import type { ProviderRpcError } from './providerRpcError.js';

/**
 * What the provider reads and calls of a Latch: its connections and sessions, the active network, the modal and
 * the connect flow's network switch. A `Latch` is one; a test may give less.
 */
export interface Eip1193LatchSource {
  readonly connection: {
    readonly connections: ReadonlyMap<ChainNamespace, Connection>;
    readonly status: ConnectionStatus;
    session(namespace: ChainNamespace): WalletSession | undefined;
  };
  readonly account: {
    readonly activeNetwork: Network;
    /** The configured networks. */
    readonly networks: readonly Network[];
  };
  readonly modal: {
    open(options?: OpenOptions): Promise<void>;
    onClose(listener: () => void): Unsubscribe;
  };
  readonly connect: {
    /** Latch's own switch (SPEC §4): the wallet is asked, and Latch's header follows. */
    switchNetwork(network: Network): ResultAsync<unknown, LatchError>;
  };
}

/** An EIP-1193 request. */
export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: unknown;
}

/** The EIP-1193 events the provider emits, with their payloads. */
export interface Eip1193Events {
  /** The provider can serve requests again: an eip155 account connected. `chainId` in hex. */
  connect: { readonly chainId: `0x${string}` };
  /** No eip155 account is connected any more (code 4900). */
  disconnect: ProviderRpcError;
  /** The chain of the eip155 connection (or the active eip155 network) changed, in hex. */
  chainChanged: `0x${string}`;
  /** The eip155 accounts, the active one first; [] once disconnected. */
  accountsChanged: readonly `0x${string}`[];
}

export type Eip1193EventName = keyof Eip1193Events;

/**
 * An EIP-1193 provider over Latch's active eip155 connection, whichever way it came in (injected, WalletConnect,
 * the embedded wallet). `dispose` stops following Latch and drops every listener.
 */
export interface LatchEip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on<E extends Eip1193EventName>(
    event: E,
    listener: (payload: Eip1193Events[E]) => void,
  ): LatchEip1193Provider;
  removeListener<E extends Eip1193EventName>(
    event: E,
    listener: (payload: Eip1193Events[E]) => void,
  ): LatchEip1193Provider;
  dispose(): void;
}
