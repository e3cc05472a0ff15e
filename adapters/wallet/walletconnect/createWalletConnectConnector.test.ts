import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverTypedDataAddress,
  verifyMessage,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxWallet, type SandboxWallet } from '../../../apps/wallet/engine/index.js';
import { waitForState } from '../../../apps/wallet/engine/testing/waitForState.js';
import { mapProviderFailure, type RpcStack } from '../../../core/lib/rpc/index.js';
import { createRpcStack } from '../../../core/lib/rpc/stack.js';
import type { EvmSigner, Network, WalletEvents, WalletSession } from '../../../ports/index.js';
import { freePort } from '../../../services/devnet/freePort.js';
import { type Devnet, startDevnet } from '../../../services/devnet/index.js';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { type Relay, startRelay } from '../../../services/relay/index.js';
import { MemoryStorage } from '../../../testkits/index.js';
import { startLocalHttpServer } from '../../../testkits/localHttpServer.js';
import { createFetchTransport } from '../../http/fetchTransport.js';
import { createSystemClock } from '../../system/systemClock.js';
import { createWalletConnectConnector } from './createWalletConnectConnector.js';
import { WALLET_CONNECT_INFO, type WalletConnectConnector } from './walletConnectTypes.js';

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECEIVER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const DAPP = { name: 'Latch test dapp', description: 'adapter test', url: 'http://127.0.0.1', icons: [] };

const nextEvent = <E extends keyof WalletEvents>(connector: WalletConnectConnector, event: E) =>
  new Promise<WalletEvents[E]>((resolve) => {
    const stop = connector.on(event, (payload) => {
      stop();
      resolve(payload);
    });
  });

const evmSigner = (session: WalletSession): EvmSigner => {
  if (session.signer.namespace !== 'eip155') throw new Error('expected an eip155 signer');
  return session.signer;
};

/**
 * The connector against the local stack: our relay (in process, free port), the devnet's two anvils, and
 * the sandbox wallet engine on the same relay, answering every proposal and request explicitly.
 */
describe('createWalletConnectConnector with the local relay, the devnet and the sandbox wallet', () => {
  let dataDir: string;
  let relay: Relay;
  let devnet: Devnet;
  let wallet: SandboxWallet;
  let l1: Network;
  let l2: Network;
  let connector: WalletConnectConnector;
  let session: WalletSession;
  /** The host's RPC URL for 31337: a recording proxy in front of the devnet node. */
  let hostRpc: Awaited<ReturnType<typeof startLocalHttpServer>>;
  let rpc: RpcStack;
  const storage = new MemoryStorage();
  const created: WalletConnectConnector[] = [];

  const make = (prefix = 'dapp', store = storage) => {
    const made = createWalletConnectConnector({
      relayUrl: relay.url,
      projectId: 'latch-test',
      metadata: DAPP,
      networks: [l1, l2],
      storage: store,
      storagePrefix: prefix,
      rpc,
    });
    created.push(made);
    return made;
  };
  const nextRequest = async () => {
    const state = await waitForState(wallet, (current) => current.requests.length > 0);
    const [request] = state.requests;
    if (request === undefined) throw new Error('no request');
    return request;
  };
  const approveNext = async () => (await wallet.approveRequest((await nextRequest()).id))._unsafeUnwrap();
  /** The wallet pairs with the URI the connector shows next and hands its proposal id to `answer`. */
  const walletAnswers = async (answer: (proposalId: number) => Promise<unknown>) => {
    (await wallet.pair(await nextEvent(connector, 'display_uri')))._unsafeUnwrap();
    const { proposals } = await waitForState(wallet, (state) => state.proposals.length === 1);
    await answer(proposals[0]?.id ?? -1);
    return proposals[0];
  };

  beforeAll(async () => {
    // Each connector instance stands for a page load: no SDK core shared through globalThis between them.
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
    dataDir = await mkdtemp(join(tmpdir(), 'latch-wc-adapter-'));
    const [port1, port2] = [await freePort(), await freePort()];
    [relay, devnet] = await Promise.all([
      startRelay({ port: 0 }),
      startDevnet({
        dataDir,
        chains: [
          { chainId: 31337, port: port1, name: 'Latch Devnet' },
          { chainId: 31338, port: port2, name: 'Latch Devnet L2' },
        ],
      }),
    ]);
    const chains = devnet.manifest.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl }));
    [l1, l2] = chains.map((chain) => testNetwork(chain.chainId, [chain.rpcUrl])) as [Network, Network];
    const l1Node = l1.rpcUrls.default.http[0] ?? '';
    hostRpc = await startLocalHttpServer((request, response) => {
      void fetch(l1Node, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      })
        .then((answer) => answer.text())
        .then((body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
    });
    const system = createSystemClock();
    rpc = createRpcStack({
      transport: createFetchTransport(),
      scheduler: system,
      clock: system,
      networks: [l1, l2],
      rpcUrls: { 'eip155:31337': hostRpc.url },
    });
    wallet = await createSandboxWallet({
      relayUrl: relay.url,
      projectId: 'latch-sandbox',
      chains,
      storagePrefix: 'sandbox-wallet',
      logLevel: 'silent',
    });
    connector = make();
  }, 30_000);

  afterAll(async () => {
    await Promise.all(created.map((made) => made.close()));
    await wallet?.close();
    await relay?.close();
    rpc?.dispose();
    await hostRpc?.close();
    await devnet?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  }, 20_000);

  it('pairs: display_uri, the wallet approves, the session has its accounts and chain', async () => {
    const connected = nextEvent(connector, 'connect');
    const connecting = connector.connect({ network: l1 });
    const proposal = await walletAnswers(async (id) =>
      (await wallet.approveSession(id, { chains: ['eip155:31337'] }))._unsafeUnwrap(),
    );
    expect(proposal).toMatchObject({
      dapp: { name: DAPP.name },
      chains: ['eip155:31337', 'eip155:31338'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
    });
    session = await connecting;
    expect(session.connector).toEqual(WALLET_CONNECT_INFO);
    expect(session.accounts).toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    expect(await connected).toEqual(session.accounts);
  });

  it('personal_sign (text and raw bytes) is signed by the session account', async () => {
    const signer = evmSigner(session);
    const text = signer.signMessage({ address: ALICE, message: 'hello latch' });
    expect(await nextRequest()).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' });
    await approveNext();
    expect(await verifyMessage({ address: ALICE, message: 'hello latch', signature: await text })).toBe(true);
    const raw = signer.signMessage({ address: ALICE, message: { raw: '0xdeadbeef' } });
    await approveNext();
    expect(
      await verifyMessage({ address: ALICE, message: { raw: '0xdeadbeef' }, signature: await raw }),
    ).toBe(true);
  });

  it('eth_signTypedData_v4 is signed by the session account', async () => {
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Hello: [{ name: 'text', type: 'string' }] },
      primaryType: 'Hello',
      message: { text: 'hi' },
    } as const;
    const signing = evmSigner(session).signTypedData?.({ address: ALICE, typedData });
    await approveNext();
    const signature = (await signing) ?? '0x';
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(ALICE);
  });

  it('eth_sendTransaction is mined on the devnet', async () => {
    const chain = createPublicClient({ transport: http(l1.rpcUrls.default.http[0]) });
    const before = await chain.getBalance({ address: RECEIVER });
    const sending = evmSigner(session).sendTransaction({
      request: { from: ALICE, to: RECEIVER, value: parseEther('0.5') },
      network: l1,
    });
    await approveNext();
    const receipt = await chain.waitForTransactionReceipt({ hash: await sending });
    expect(receipt.status).toBe('success');
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.5'));
  });

  it('a rejected request keeps the wallet code 4001, which core maps to USER_REJECTED', async () => {
    const refused = evmSigner(session)
      .signMessage({ address: ALICE, message: 'no' })
      .catch((error: unknown) => error);
    (await wallet.rejectRequest((await nextRequest()).id))._unsafeUnwrap();
    const failure = await refused;
    expect(failure).toMatchObject({ kind: 'ProviderRpcFailure', code: 4001 });
    expect(mapProviderFailure(failure).code).toBe('USER_REJECTED');
  });

  it('switches 31337 → 31338 through the wallet (chainChanged once), sends there, follows the wallet back', async () => {
    const changes: string[] = [];
    const stop = connector.on('chainChanged', (id) => changes.push(id));
    const walletEvent = new Promise((resolve) => connector.universalProvider?.once('session_event', resolve));
    const switching = session.switchNetwork?.(l2);
    expect(await nextRequest()).toMatchObject({ method: 'wallet_switchEthereumChain' });
    await approveNext();
    await switching;
    await walletEvent;
    expect(changes).toEqual(['eip155:31338']);

    const chain = createPublicClient({ transport: http(l2.rpcUrls.default.http[0]) });
    const sending = evmSigner(session).sendTransaction({
      request: { from: ALICE, to: RECEIVER, value: 100n },
      network: l2,
    });
    expect(await nextRequest()).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:31338' });
    await approveNext();
    expect((await chain.waitForTransactionReceipt({ hash: await sending })).status).toBe('success');

    const back = nextEvent(connector, 'chainChanged');
    const topic = wallet.getState().sessions[0]?.topic ?? '';
    (await wallet.switchChain(topic, 31337))._unsafeUnwrap();
    expect(await back).toBe('eip155:31337');
    expect(changes).toEqual(['eip155:31338', 'eip155:31337']);
    stop();
  });

  it("reads go through the RPC stack (the host's URL wins); wallet methods the session lacks are refused with 4200", async () => {
    const block = await session.request({ method: 'eth_blockNumber' });
    expect(block).toMatch(/^0x[0-9a-f]+$/);
    expect(hostRpc.requests.some((request) => request.body.includes('eth_blockNumber'))).toBe(true);
    expect(connector.universalProvider?.optionalNamespaces?.eip155?.rpcMap).toMatchObject({
      '31337': hostRpc.url,
      '31338': l2.rpcUrls.default.http[0],
    });
    expect(await session.request({ method: 'eth_chainId' })).toBe('0x7a69');
    await expect(
      session.request({ method: 'wallet_getAssets', params: [{ account: ALICE }] }),
    ).rejects.toMatchObject({ kind: 'ProviderRpcFailure', code: 4200 });
    expect(session.getAssets).toBeUndefined();
    expect(evmSigner(session).sendCalls).toBeUndefined();
    expect(wallet.getState().requests).toEqual([]);
  });

  it('a new connector instance on the same storage reconnects without prompting; an empty one does not load the SDK', async () => {
    const empty = make('never-used', new MemoryStorage());
    expect(await empty.reconnect({ network: l1 })).toBeUndefined();
    expect(empty.universalProvider).toBeUndefined();

    await connector.close();
    connector = make();
    const restored = await connector.reconnect({ network: l1 });
    expect(restored?.accounts).toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    expect(wallet.getState().proposals).toEqual([]);
    if (restored === undefined) return;
    session = restored;
    const signing = evmSigner(session).signMessage({ address: ALICE, message: 'after reload' });
    await approveNext();
    const signature: Hex = await signing;
    expect(await verifyMessage({ address: ALICE, message: 'after reload', signature })).toBe(true);
  });

  it('disconnect from the dapp ends the session in the wallet, stops listening; nothing is left to reconnect', async () => {
    const events = connector.universalProvider?.events;
    const listening = () =>
      ['accountsChanged', 'chainChanged', 'disconnect'].map((name) => events?.listenerCount(name));
    expect(listening()).toEqual([1, 1, 1]);
    await connector.disconnect();
    expect(listening()).toEqual([0, 0, 0]);
    await waitForState(wallet, (state) => state.sessions.length === 0);
    expect(await connector.reconnect({ network: l1 })).toBeUndefined();
    await expect(session.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4100 });
  });

  it('a rejected proposal fails the connect with 5000, which core maps to USER_REJECTED', async () => {
    const refused = connector.connect({ network: l1 }).catch((error: unknown) => error);
    await walletAnswers(async (id) => (await wallet.rejectSession(id))._unsafeUnwrap());
    const failure = await refused;
    expect(failure).toMatchObject({ kind: 'ProviderRpcFailure', code: 5000 });
    expect(mapProviderFailure(failure).code).toBe('USER_REJECTED');
  });

  it('disconnect from the wallet reaches the connector as disconnect (6000)', async () => {
    const connecting = connector.connect({ network: l2 });
    await walletAnswers(async (id) => (await wallet.approveSession(id))._unsafeUnwrap());
    expect((await connecting).accounts).toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31338' });
    const disconnected = nextEvent(connector, 'disconnect');
    const topic = wallet.getState().sessions[0]?.topic ?? '';
    (await wallet.disconnect(topic))._unsafeUnwrap();
    expect(await disconnected).toEqual({ code: 6000, message: 'User disconnected.' });
    expect(await connector.reconnect({ network: l1 })).toBeUndefined();
  });
});
