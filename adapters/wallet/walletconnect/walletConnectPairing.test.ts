import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxWallet, type SandboxWallet } from '../../../apps/wallet/engine/index.js';
import { waitForState } from '../../../apps/wallet/engine/testing/waitForState.js';
import { sandboxSolanaKeypair } from '../../../apps/wallet/injected/solana/sandboxSolanaKeypair.js';
import { createConnectionStore } from '../../../core/kernel/connections/index.js';
import { SafeStorage } from '../../../core/lib/storage/index.js';
import type { Network } from '../../../ports/index.js';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { type Relay, startRelay } from '../../../services/relay/index.js';
import { MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { createSystemClock } from '../../system/systemClock.js';
import { createWalletConnectConnector } from './createWalletConnectConnector.js';
import type { WalletConnectConnector } from './walletConnectTypes.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DAPP = { name: 'Latch pairing test', description: 'adapter test', url: 'http://127.0.0.1', icons: [] };
// Pairing never touches a chain: these RPC URLs are only proposed, never called.
const L1: Network = testNetwork(31337, ['http://127.0.0.1:9']);
const L2: Network = testNetwork(31338, ['http://127.0.0.1:9']);
/** The sandbox wallet's Solana side: a message signature never touches the cluster either. */
const SOLANA_SIDE = {
  rpcUrl: 'http://127.0.0.1:9',
  caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  seed: 'latch-wc-solana',
  accountIndex: 0,
} as const;
const SOLANA_NET: Network = {
  id: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  name: 'Latch Solana',
  chainNamespace: 'solana',
  caipNetworkId: SOLANA_SIDE.caipNetworkId,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [SOLANA_SIDE.rpcUrl] } },
};

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Pairing URIs that expire or are abandoned, and the connector driven by core's ConnectionStore. */
describe('WalletConnect pairing lifecycle and ConnectionStore', () => {
  let relay: Relay;
  let wallet: SandboxWallet;
  const created: WalletConnectConnector[] = [];

  const make = (storage = new MemoryStorage(), prefix = 'pairing-dapp', networks = [L1, L2]) => {
    const connector = createWalletConnectConnector({
      relayUrl: relay.url,
      projectId: 'latch-test',
      metadata: DAPP,
      networks,
      storage,
      storagePrefix: prefix,
    });
    created.push(connector);
    return connector;
  };
  const uris = (connector: WalletConnectConnector) => {
    const seen: string[] = [];
    connector.on('display_uri', (uri) => seen.push(uri));
    return seen;
  };
  /** The wallet pairs with `uri` and approves the proposal that arrives. */
  const approveVia = async (uri: string) => {
    (await wallet.pair(uri))._unsafeUnwrap();
    const { proposals } = await waitForState(wallet, (state) => state.proposals.length === 1);
    (await wallet.approveSession(proposals[0]?.id ?? -1))._unsafeUnwrap();
  };
  const walletTopic = () => wallet.getState().sessions[0]?.topic ?? '';

  beforeAll(async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
    relay = await startRelay({ port: 0 });
    wallet = await createSandboxWallet({
      relayUrl: relay.url,
      projectId: 'latch-sandbox',
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
      ],
      storagePrefix: 'pairing-wallet',
      logLevel: 'silent',
      solana: SOLANA_SIDE,
    });
  }, 20_000);

  afterAll(async () => {
    await Promise.all(created.map((connector) => connector.close()));
    await wallet?.close();
    await relay?.close();
    vi.unstubAllEnvs();
  }, 20_000);

  it('refuses a non-eip155 network before loading the SDK', async () => {
    const connector = make();
    const solana = { ...L1, chainNamespace: 'solana' as const, caipNetworkId: 'solana:devnet' as const };
    await expect(connector.connect({ network: solana })).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
    });
    expect(connector.universalProvider).toBeUndefined();
  });

  it('a connect after an abandoned pairing shows a fresh URI; both callers get the one session', async () => {
    const connector = make();
    const shown = uris(connector);
    const first = connector.connect({ network: L1 });
    await until(() => shown.length === 1);
    const second = connector.connect({ network: L1 });
    await until(() => shown.length === 2);
    expect(shown[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(shown[1]).not.toBe(shown[0]);
    await approveVia(shown[1] ?? '');
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.accounts).toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await connector.disconnect();
    await waitForState(wallet, (state) => state.sessions.length === 0);
  });

  it('an expired proposal fails the connect; the next connect pairs with a new URI', async () => {
    const connector = make();
    const shown = uris(connector);
    const expired = connector.connect({ network: L2 }).catch((error: unknown) => error);
    await until(() => shown.length === 1);
    const client = connector.universalProvider?.client;
    const [proposal] = client?.proposal.getAll() ?? [];
    if (client === undefined || proposal === undefined) throw new Error('no pending proposal');
    client.core.expirer.set(proposal.id, Math.floor(Date.now() / 1000) - 1);
    client.core.heartbeat.events.emit('heartbeat_pulse');
    expect(await expired).toMatchObject({ kind: 'ProviderRpcFailure', message: 'Proposal expired' });

    const again = connector.connect({ network: L2 });
    await until(() => shown.length === 2);
    expect(shown[1]).not.toBe(shown[0]);
    await approveVia(shown[1] ?? '');
    expect((await again).accounts.caipNetworkId).toBe('eip155:31338');
    await connector.disconnect();
    await waitForState(wallet, (state) => state.sessions.length === 0);
  });

  it('a session the SDK expires ends as disconnect, and is not reconnected', async () => {
    const connector = make();
    const shown = uris(connector);
    const connecting = connector.connect({ network: L1 });
    await until(() => shown.length === 1);
    await approveVia(shown[0] ?? '');
    await connecting;
    const client = connector.universalProvider?.client;
    const topic = connector.universalProvider?.session?.topic;
    if (client === undefined || topic === undefined) throw new Error('no session');
    const ended = new Promise((resolve) => connector.on('disconnect', resolve));
    client.core.expirer.set(topic, Math.floor(Date.now() / 1000) - 1);
    client.core.heartbeat.events.emit('heartbeat_pulse');
    expect(await ended).toEqual({ code: 6000, message: 'The WalletConnect session expired' });
    expect(await connector.reconnect({ network: L1 })).toBeUndefined();
    await expect(connector.disconnect()).resolves.toBeUndefined();
    (await wallet.disconnect(walletTopic()))._unsafeUnwrap();
  });

  it('through ConnectionStore: connect → connected, reload → reconnected, wallet disconnect → disconnected', async () => {
    const storage = new MemoryStorage();
    const logger = new MemoryLogger();
    const clock = createSystemClock();
    const storeOver = (connector: WalletConnectConnector) =>
      createConnectionStore({
        connectors: [connector],
        storage: new SafeStorage(storage, logger),
        clock,
        scheduler: clock,
        logger,
      });

    const first = make(storage, 'store-dapp');
    const store = storeOver(first);
    let uri: string | undefined;
    const connecting = store.connect('walletConnect', { network: L1 }, { onDisplayUri: (u) => (uri = u) });
    expect(store.status).toBe('connecting');
    await until(() => uri !== undefined);
    await approveVia(uri ?? '');
    const connection = (await connecting)._unsafeUnwrap();
    expect(connection.accounts).toEqual([ALICE]);
    expect(store.status).toBe('connected');
    await store.flush();
    store.dispose();
    await first.close();

    const second = make(storage, 'store-dapp');
    const reloaded = storeOver(second);
    await reloaded.hydrate();
    expect(await reloaded.reconnect([L1])).toEqual(['eip155']);
    expect(reloaded.status).toBe('connected');
    expect(reloaded.connections.get('eip155')?.caipNetworkId).toBe('eip155:31337');

    (await wallet.disconnect(walletTopic()))._unsafeUnwrap();
    await until(() => reloaded.status === 'disconnected');
    expect(reloaded.connections.size).toBe(0);
  });

  it('with solana approved: both connections, solana_signMessage round trip, reload restores both, wallet end drops both', async () => {
    const storage = new MemoryStorage();
    const logger = new MemoryLogger();
    const clock = createSystemClock();
    const storeOver = (connector: WalletConnectConnector) =>
      createConnectionStore({
        connectors: [connector, connector.solana],
        storage: new SafeStorage(storage, logger),
        clock,
        scheduler: clock,
        logger,
      });
    const key = sandboxSolanaKeypair(SOLANA_SIDE.seed, SOLANA_SIDE.accountIndex);
    const address = key.publicKey.toBase58();

    const first = make(storage, 'solana-dapp', [L1, SOLANA_NET]);
    // Nothing recorded: the Solana side restores nothing and loads no SDK; it never pairs by itself.
    expect(await first.solana.reconnect({ network: SOLANA_NET })).toBeUndefined();
    expect(first.universalProvider).toBeUndefined();
    const store = storeOver(first);
    let uri: string | undefined;
    const connecting = store.connect('walletConnect', { network: L1 }, { onDisplayUri: (u) => (uri = u) });
    await until(() => uri !== undefined);
    await approveVia(uri ?? '');
    expect((await connecting)._unsafeUnwrap().accounts).toEqual([ALICE]);
    expect(store.connections.get('solana')).toMatchObject({
      connector: { id: 'walletConnect:solana', namespace: 'solana' },
      accounts: [address],
      caipNetworkId: SOLANA_SIDE.caipNetworkId,
    });
    expect(store.currentConnector?.id).toBe('walletConnect');
    await expect(first.solana.connect({ network: L1 })).rejects.toMatchObject({ code: 4100 });

    const signer = store.session('solana')?.signer;
    if (signer?.namespace !== 'solana') throw new Error('no solana signer');
    const signing = signer.signMessage({ pubkey: address, message: 'Sign in to Latch' });
    const { requests } = await waitForState(wallet, (state) => state.requests.length === 1);
    expect(requests[0]).toMatchObject({ method: 'solana_signMessage', chainId: SOLANA_SIDE.caipNetworkId });
    (await wallet.approveRequest(requests[0]?.id ?? -1))._unsafeUnwrap();
    const signature = base58.decode(await signing);
    const message = new TextEncoder().encode('Sign in to Latch');
    expect(ed25519.verify(signature, message, key.publicKey.toBytes())).toBe(true);

    const refused = signer.signMessage({ pubkey: address, message: 'no' }).catch((error: unknown) => error);
    const pending = await waitForState(wallet, (state) => state.requests.length === 1);
    (await wallet.rejectRequest(pending.requests[0]?.id ?? -1))._unsafeUnwrap();
    expect(await refused).toMatchObject({ kind: 'ProviderRpcFailure', code: 4001 });
    await store.flush();
    store.dispose();
    await first.close();

    const second = make(storage, 'solana-dapp', [L1, SOLANA_NET]);
    const reloaded = storeOver(second);
    await reloaded.hydrate();
    expect(await reloaded.reconnect([L1, SOLANA_NET])).toEqual(['eip155', 'solana']);
    expect(reloaded.connections.get('solana')?.accounts).toEqual([address]);

    (await wallet.disconnect(walletTopic()))._unsafeUnwrap();
    await until(() => reloaded.status === 'disconnected');
    expect(reloaded.connections.size).toBe(0);
  });
});
