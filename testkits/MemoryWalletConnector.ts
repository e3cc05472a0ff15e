import { keccak256, stringToHex } from 'viem';
import type {
  CaipNetworkId,
  ChainNamespace,
  ConnectedAccounts,
  ConnectorInfo,
  ConnectParams,
  EvmSigner,
  EvmTransactionRequest,
  Network,
  SolanaSigner,
  Unsubscribe,
  WalletConnector,
  WalletEvents,
  WalletSession,
  WalletSigner,
} from '../ports/index.js';

/** What the next connect / disconnect does: answer, reject with an EIP-1193 error, or never settle. */
export type WalletBehaviour = 'approve' | 'reject' | 'hang';

/** The EIP-1193 user-rejected error wallets reject with. */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const;

const hash = (text: string): `0x${string}` => keccak256(stringToHex(text));

/** A deterministic 65-byte fake signature over `text`. */
export const fakeSignature = (text: string): `0x${string}` =>
  `0x${hash(text).slice(2)}${hash(`${text}#s`).slice(2)}1b`;

const stringify = (request: EvmTransactionRequest): string =>
  JSON.stringify(request, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/** An in-memory eip155 signer: signatures and hashes are pure functions of the inputs. */
export const memoryEvmSigner = (): EvmSigner => ({
  namespace: 'eip155',
  signMessage: async ({ address, message }) =>
    fakeSignature(`${address}:${typeof message === 'string' ? message : message.raw}`),
  sendTransaction: async ({ request, network }) => hash(`${network.caipNetworkId}:${stringify(request)}`),
  signTypedData: async ({ address, typedData }) => fakeSignature(`${address}:${JSON.stringify(typedData)}`),
});

/** An in-memory solana signer with deterministic fake results. */
export const memorySolanaSigner = (): SolanaSigner => ({
  namespace: 'solana',
  signMessage: async ({ pubkey, message }) => fakeSignature(`${pubkey}:${message}`),
  signTransaction: async ({ transaction }) => `signed:${transaction}`,
  signAndSendTransaction: async ({ transaction }) => hash(`sent:${transaction}`),
});

export interface MemoryWalletConnectorOptions {
  readonly accounts?: readonly string[];
  readonly caipNetworkId?: CaipNetworkId;
  /** Emitted as display_uri at the start of every connect. */
  readonly displayUri?: string;
  /** reconnect() answers a session when true. */
  readonly authorised?: boolean;
}

/**
 * A scriptable in-memory WalletConnector. Set `connectBehaviour` / `disconnectBehaviour`, `authorised`
 * (reconnect answers a session) or `failReconnect`; `emit` plays wallet events; `listenerCount` proves
 * subscriptions are released.
 */
export class MemoryWalletConnector implements WalletConnector {
  readonly info: ConnectorInfo;
  connectBehaviour: WalletBehaviour = 'approve';
  disconnectBehaviour: WalletBehaviour = 'approve';
  rejection: unknown = USER_REJECTED;
  authorised: boolean;
  failReconnect = false;
  accounts: readonly string[];
  caipNetworkId: CaipNetworkId;
  displayUri: string | undefined;
  readonly calls = { connect: 0, reconnect: 0, disconnect: 0 };
  readonly requests: { method: string; params?: unknown }[] = [];
  readonly #listeners = new Map<keyof WalletEvents, Set<(payload: never) => void>>();
  readonly #hanging = new Set<() => void>();

  constructor(
    info: Partial<ConnectorInfo> & Pick<ConnectorInfo, 'id'>,
    options: MemoryWalletConnectorOptions = {},
  ) {
    this.info = { name: info.id, type: 'INJECTED', namespace: 'eip155', ...info };
    const evm = this.info.namespace === 'eip155';
    this.accounts = options.accounts ?? [evm ? '0x0000000000000000000000000000000000000001' : 'Memory1111'];
    this.caipNetworkId = options.caipNetworkId ?? (evm ? 'eip155:1' : `${this.info.namespace}:mainnet`);
    this.displayUri = options.displayUri;
    this.authorised = options.authorised ?? false;
  }

  async connect(params: ConnectParams): Promise<WalletSession> {
    this.calls.connect++;
    if (this.displayUri !== undefined) this.emit('display_uri', this.displayUri);
    await this.#behave(this.connectBehaviour);
    this.authorised = true;
    const session = this.session(params.network);
    this.emit('connect', session.accounts);
    return session;
  }

  async reconnect(params: ConnectParams): Promise<WalletSession | undefined> {
    this.calls.reconnect++;
    if (this.failReconnect) throw { code: -32603, message: 'reconnect failed' };
    return this.authorised ? this.session(params.network) : undefined;
  }

  async disconnect(): Promise<void> {
    this.calls.disconnect++;
    await this.#behave(this.disconnectBehaviour);
    this.authorised = false;
  }

  on<E extends keyof WalletEvents>(event: E, listener: (payload: WalletEvents[E]) => void): Unsubscribe {
    const listeners = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, listeners);
    const entry = listener as (payload: never) => void;
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }

  /** Plays a wallet event to every current listener. */
  emit<E extends keyof WalletEvents>(event: E, payload: WalletEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (p: WalletEvents[E]) => void)(payload);
  }

  /** Listeners of one event, or of all events. */
  listenerCount(event?: keyof WalletEvents): number {
    if (event) return this.#listeners.get(event)?.size ?? 0;
    let total = 0;
    for (const listeners of this.#listeners.values()) total += listeners.size;
    return total;
  }

  /** A session on the connector's current accounts and chain. */
  session(network?: Network): WalletSession {
    const accounts: ConnectedAccounts = {
      accounts: this.accounts,
      caipNetworkId:
        network?.chainNamespace === this.info.namespace ? network.caipNetworkId : this.caipNetworkId,
    };
    const signer: WalletSigner = this.info.namespace === 'solana' ? memorySolanaSigner() : memoryEvmSigner();
    return {
      connector: this.info,
      accounts,
      signer,
      request: async (args) => {
        this.requests.push(args);
        if (args.method === 'eth_accounts') return accounts.accounts;
        throw { code: 4200, message: `Unsupported method: ${args.method}` };
      },
    };
  }

  #behave(behaviour: WalletBehaviour): Promise<void> {
    if (behaviour === 'approve') return Promise.resolve();
    if (behaviour === 'reject') return Promise.reject(this.rejection);
    return new Promise<void>((resolve) => {
      this.#hanging.add(resolve);
    });
  }

  /** Lets every call that hangs now go on as approved (a wallet answering late). */
  settle(): void {
    for (const resolve of this.#hanging) resolve();
    this.#hanging.clear();
  }
}

/** A minimal network of a namespace (eip155:1, solana:mainnet, … by default). */
export const memoryNetwork = (
  namespace: ChainNamespace,
  reference: string = namespace === 'eip155' ? '1' : 'mainnet',
): Network => ({
  id: reference,
  name: `${namespace} ${reference}`,
  chainNamespace: namespace,
  caipNetworkId: `${namespace}:${reference}`,
  nativeCurrency: { name: 'Native', symbol: 'NAT', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

/** Four wallets: two injected eip155, one WalletConnect eip155 (with a pairing uri), one solana. */
export const sampleConnectors = () => ({
  metamask: new MemoryWalletConnector({ id: 'io.metamask', name: 'MetaMask' }),
  coinbase: new MemoryWalletConnector({ id: 'com.coinbase.wallet', name: 'Coinbase', type: 'ANNOUNCED' }),
  walletConnect: new MemoryWalletConnector(
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    { displayUri: 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484' },
  ),
  phantom: new MemoryWalletConnector(
    { id: 'app.phantom', name: 'Phantom', namespace: 'solana' },
    { accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'] },
  ),
});
