import { randomBytes } from 'node:crypto';
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverTypedDataAddress,
  verifyMessage,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSandboxWallet } from './createSandboxWallet.js';
import type { SandboxWallet } from './sandboxWalletTypes.js';
import { deleteRedisKeys } from './testing/deleteRedisKeys.js';
import { freePort } from './testing/freePort.js';
import { spawnAnvil, type TestAnvil } from './testing/spawnAnvil.js';
import { spawnRelay, type TestRelay } from './testing/spawnRelay.js';
import { startTcpProxy, type TcpProxy } from './testing/tcpProxy.js';
import {
  closeTestDapp,
  createTestDapp,
  DAPP_METADATA,
  type Dapp,
  devnetNamespaces,
} from './testing/testDapp.js';
import { waitForState } from './testing/waitForState.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RECEIVER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

/**
 * The product's dapp side (universal-provider) and the sandbox wallet, each on its own relay process; the
 * two relays share Redis. The wallet reaches its relay through a TCP proxy so a test can cut its socket.
 */
describe('sandbox wallet ↔ universal-provider through two relay processes on Redis', () => {
  const prefix = `latch:test:engine:${randomBytes(6).toString('hex')}:`;
  let anvils: TestAnvil[] = [];
  let dappRelay: TestRelay;
  let walletRelay: TestRelay;
  let proxy: TcpProxy;
  let wallet: SandboxWallet;
  let dapp: Dapp;
  let walletRelayEnv: Record<string, string>;
  const alice = () => wallet.getState().accounts[0] as Address;

  /** Connects the dapp; the wallet pairs with the URI the dapp shows. */
  const connectDapp = (to: SandboxWallet = wallet) => {
    const onUri = (uri: string) => void to.pair(uri);
    dapp.once('display_uri', onUri);
    return dapp.connect({ optionalNamespaces: devnetNamespaces(rpcMap()) });
  };
  const rpcMap = () => Object.fromEntries(anvils.map((anvil) => [anvil.chainId, anvil.rpcUrl]));
  const nextRequest = () =>
    waitForState(wallet, (state) => state.requests.length > 0).then((s) => s.requests[0]);

  beforeAll(async () => {
    const [dappPort, walletPort] = await Promise.all([freePort(), freePort()]);
    const shared = { REDIS_URL, RELAY_REDIS_PREFIX: prefix };
    [anvils, dappRelay, proxy] = await Promise.all([
      Promise.all([spawnAnvil(31337), spawnAnvil(31338)]),
      spawnRelay(dappPort, shared),
      startTcpProxy(walletPort),
    ]);
    walletRelayEnv = {
      ...shared,
      RELAY_PUBLIC_URLS: `ws://127.0.0.1:${walletPort},ws://127.0.0.1:${proxy.port}`,
    };
    walletRelay = await spawnRelay(walletPort, walletRelayEnv);
    wallet = await createSandboxWallet({
      relayUrl: `ws://127.0.0.1:${proxy.port}`,
      projectId: 'latch-sandbox',
      chains: anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })),
      storagePrefix: `wallet-${prefix}`,
    });
    dapp = await createTestDapp(dappRelay.url, `dapp-${prefix}`);
  }, 40_000);

  afterAll(async () => {
    if (dapp) await closeTestDapp(dapp);
    await wallet?.close();
    await proxy?.close();
    await Promise.all([dappRelay?.stop(), walletRelay?.stop(), ...anvils.map((anvil) => anvil.stop())]);
    await deleteRedisKeys(REDIS_URL, prefix);
  }, 20_000);

  it('refuses forged and expired relay JWTs with 401', async () => {
    const status = (jwt: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${dappRelay.url}/?auth=${jwt}&projectId=latch-demo`);
        socket.once('open', () => {
          socket.terminate();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.once('error', (error) => {
          if (!error.message.includes('Unexpected server response')) reject(error);
        });
      });
    const keyPair = generateKeyPair();
    const genuine = await signJWT('s', dappRelay.url, 3_600, keyPair);
    const other = await signJWT('s', dappRelay.url, 3_600, generateKeyPair());
    const forged = `${genuine.split('.').slice(0, 2).join('.')}.${other.split('.')[2]}`;
    const expired = await signJWT('s', dappRelay.url, 60, keyPair, Math.floor(Date.now() / 1000) - 3_600);
    expect(encodeIss(keyPair.publicKey)).toMatch(/^did:key:/);
    expect(await status(forged)).toBe(401);
    expect(await status(expired)).toBe(401);
    expect(await status(genuine)).toBe(101);
  });

  it('pairs: the proposal shows the dapp, approval settles the session on both sides', async () => {
    const settled = connectDapp();
    const { proposals } = await waitForState(wallet, (state) => state.proposals.length === 1);
    expect(proposals[0]).toMatchObject({
      dapp: { name: DAPP_METADATA.name, url: DAPP_METADATA.url, icon: DAPP_METADATA.icons[0] },
      chains: ['eip155:31337', 'eip155:31338'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
    });
    const id = proposals[0]?.id ?? 0;
    const approved = await wallet.approveSession(id, { chains: ['eip155:31337'] });
    expect(approved._unsafeUnwrap().chains).toEqual(['eip155:31337']);
    const session = await settled;
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${alice()}`]);
    expect(wallet.getState()).toMatchObject({
      proposals: [],
      sessions: [{ dapp: { name: DAPP_METADATA.name } }],
    });
  });

  it('personal_sign: the request waits for approval, the dapp gets a valid signature', async () => {
    const signature = dapp.request<Hex>({ method: 'personal_sign', params: ['0x68656c6c6f', alice()] });
    const request = await nextRequest();
    expect(request).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:31337',
      dapp: { name: DAPP_METADATA.name },
    });
    const [first, second] = await Promise.all([
      wallet.approveRequest(request?.id ?? 0),
      wallet.approveRequest(request?.id ?? 0),
    ]);
    first._unsafeUnwrap();
    expect(second._unsafeUnwrapErr()).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
    expect(await verifyMessage({ address: alice(), message: 'hello', signature: await signature })).toBe(
      true,
    );
    expect(wallet.getState().requests).toEqual([]);
  });

  it('eth_signTypedData_v4 is signed by the session account', async () => {
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Hello: [{ name: 'text', type: 'string' }] },
      primaryType: 'Hello',
      message: { text: 'hi' },
    } as const;
    const signature = dapp.request<Hex>({
      method: 'eth_signTypedData_v4',
      params: [alice(), JSON.stringify(typedData)],
    });
    await wallet.approveRequest((await nextRequest())?.id ?? 0);
    expect(await recoverTypedDataAddress({ ...typedData, signature: await signature })).toBe(alice());
  });

  it('rejecting a request surfaces 4001 on the dapp', async () => {
    const signature = dapp.request({ method: 'personal_sign', params: ['0x01', alice()] });
    const rejection = expect(signature).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    (await wallet.rejectRequest((await nextRequest())?.id ?? 0))._unsafeUnwrap();
    await rejection;
  });

  it('eth_sendTransaction is sent to the devnet and mined', async () => {
    const chain = createPublicClient({ transport: http(anvils[0]?.rpcUrl) });
    const before = await chain.getBalance({ address: RECEIVER });
    const sent = dapp.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: alice(), to: RECEIVER, value: `0x${parseEther('0.25').toString(16)}` }],
    });
    await wallet.approveRequest((await nextRequest())?.id ?? 0);
    const receipt = await chain.waitForTransactionReceipt({ hash: await sent });
    expect(receipt.status).toBe('success');
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'));
  });

  it('wallet_switchEthereumChain adds 31338 to the session, emits chainChanged, and transactions go there', async () => {
    const changed = new Promise<string>((resolve) =>
      dapp.once('chainChanged', (id: unknown) => resolve(String(id))),
    );
    const switched = dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const request = await nextRequest();
    expect(request?.method).toBe('wallet_switchEthereumChain');
    (await wallet.approveRequest(request?.id ?? 0))._unsafeUnwrap();
    await switched;
    expect(await changed).toBe('31338');
    expect(wallet.getState().sessions[0]).toMatchObject({
      activeChainId: 'eip155:31338',
      chains: ['eip155:31337', 'eip155:31338'],
    });

    const l2 = createPublicClient({ transport: http(anvils[1]?.rpcUrl) });
    const before = await l2.getBalance({ address: RECEIVER });
    const sent = dapp.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: alice(), to: RECEIVER, value: '0x64' }],
    });
    const txRequest = await nextRequest();
    expect(txRequest?.chainId).toBe('eip155:31338');
    await wallet.approveRequest(txRequest?.id ?? 0);
    expect((await l2.waitForTransactionReceipt({ hash: await sent })).status).toBe('success');
    expect((await l2.getBalance({ address: RECEIVER })) - before).toBe(100n);
  });

  it('a switch to a chain the wallet lacks is refused with 4902', async () => {
    const switched = dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    const refusal = expect(switched).rejects.toMatchObject({ code: 4902 });
    const result = await wallet.approveRequest((await nextRequest())?.id ?? 0);
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 4902 });
    await refusal;
  });

  it('a dropped wallet socket recovers without losing the request', async () => {
    const connections = proxy.accepted;
    proxy.dropAll();
    const signature = dapp.request<Hex>({ method: 'personal_sign', params: ['0x64726f70', alice()] });
    await wallet.approveRequest((await nextRequest())?.id ?? 0);
    expect(await verifyMessage({ address: alice(), message: 'drop', signature: await signature })).toBe(true);
    expect(proxy.accepted).toBeGreaterThan(connections);
  });

  it('a relay restart on the same port loses no request (mailbox in Redis)', async () => {
    await walletRelay.stop();
    // Published on the dapp's relay while the wallet's relay is down: it waits in the Redis mailbox.
    const signature = dapp.request<Hex>({ method: 'personal_sign', params: ['0x72657374617274', alice()] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wallet.getState().requests).toEqual([]);
    walletRelay = await spawnRelay(walletRelay.port, walletRelayEnv);
    const request = await waitForState(wallet, (state) => state.requests.length > 0, 15_000);
    await wallet.approveRequest(request.requests[0]?.id ?? 0);
    expect(await verifyMessage({ address: alice(), message: 'restart', signature: await signature })).toBe(
      true,
    );
  }, 30_000);

  it('disconnect from the dapp ends the session in the wallet', async () => {
    await dapp.disconnect();
    await waitForState(wallet, (state) => state.sessions.length === 0);
  });

  it('disconnect from the wallet ends the session in the dapp; a rejected proposal fails the connect', async () => {
    const settled = connectDapp();
    const { proposals } = await waitForState(wallet, (state) => state.proposals.length === 1);
    await wallet.approveSession(proposals[0]?.id ?? 0);
    const session = await settled;
    const disconnected = new Promise<unknown>((resolve) => dapp.once('disconnect', resolve));
    (await wallet.disconnect(session?.topic ?? ''))._unsafeUnwrap();
    expect(await disconnected).toMatchObject({ code: 6000 });
    expect(wallet.getState().sessions).toEqual([]);

    const refused = connectDapp();
    const again = await waitForState(wallet, (state) => state.proposals.length === 1);
    (await wallet.rejectSession(again.proposals[0]?.id ?? 0))._unsafeUnwrap();
    await expect(refused).rejects.toMatchObject({ code: 5000 });
    expect(wallet.getState().proposals).toEqual([]);
  });

  it('auto-approve mode connects and signs without asking', async () => {
    const auto = await createSandboxWallet({
      relayUrl: dappRelay.url,
      projectId: 'latch-sandbox',
      chains: anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })),
      storagePrefix: `auto-${prefix}`,
      autoApprove: { sessions: { chains: ['eip155:31338'] }, requests: true },
    });
    try {
      const session = await connectDapp(auto);
      expect(session?.namespaces.eip155?.chains).toEqual(['eip155:31338']);
      const signature = await dapp.request<Hex>({ method: 'personal_sign', params: ['0x6175746f', alice()] });
      expect(await verifyMessage({ address: alice(), message: 'auto', signature })).toBe(true);
      // The dapp can hold the answer before the wallet's own respond() has settled (the relay's ack
      // comes later), so the wallet's list empties shortly after, not at once.
      await waitForState(auto, (state) => state.requests.length === 0);
      await dapp.disconnect();
      await waitForState(auto, (state) => state.sessions.length === 0);
    } finally {
      await auto.close();
    }
  });
});
