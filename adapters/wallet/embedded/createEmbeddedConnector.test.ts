import { describe, expect, it } from 'vitest';
import { isLatchError } from '../../../core/lib/errors/index.js';
import { SequentialIds } from '../../../testkits/environment.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import { DEVNET } from '../../../testkits/networks.js';
import { createLazyEmbedded } from './createLazyEmbedded.js';
import { EMBEDDED_SESSION_KEY } from './embeddedInfo.js';
import { FakeFrameDom, TEST_FRAME_PAGE } from './fakeFrameDom.js';

// Loaded up front: the test clock does not wait for a real dynamic import.
const bridgeModule = await import('./index.js');
const ADDRESS = '0x00000000000000000000000000000000000000a1';
const ORIGIN = 'http://127.0.0.1:8791';

type Answers = ReadonlyMap<string, (payload: unknown) => unknown>;

const setup = (answers: Answers = new Map()) => {
  const clock = new ManualClock();
  const dom = new FakeFrameDom();
  const storage = new MemoryStorage();
  let loads = 0;
  dom.answer = (type, payload) => {
    const answer = answers.get(type);
    if (answer === undefined) throw new Error(`no ${type}`);
    return answer(payload);
  };
  const embedded = createLazyEmbedded({
    ...TEST_FRAME_PAGE,
    scheduler: clock,
    ids: new SequentialIds(),
    storage,
    dom: () => dom,
    load: () => {
      loads += 1;
      return Promise.resolve(bridgeModule);
    },
  });
  /** Runs a call while time passes (READY's 500 ms). */
  const run = async <T>(call: Promise<T>): Promise<T> => {
    let done = false;
    void call.finally(() => {
      done = true;
    });
    for (let i = 0; i < 20 && !done; i++) await clock.advanceAsync(100);
    return call;
  };
  return { clock, dom, storage, embedded, run, loads: () => loads };
};

const USER = { email: 'a@b.co', address: ADDRESS, chainId: 31337, preferredAccountType: 'eoa' };

describe('the embedded AUTH connector', () => {
  it('reconnects silently to nothing, loading nothing, when this page never had an embedded session', async () => {
    const { embedded, dom, loads } = setup();
    expect(await embedded.connector.reconnect({ network: DEVNET })).toBeUndefined();
    expect(loads()).toBe(0);
    expect(dom.mounts).toEqual([]);
  });

  it('connects with GET_USER, signs through RPC_REQUEST with the approval shown, and signs out', async () => {
    const signed = `0x${'11'.repeat(65)}`;
    const { embedded, dom, storage, run } = setup(
      new Map<string, (payload: unknown) => unknown>([
        ['GET_USER', () => USER],
        ['RPC_REQUEST', () => signed],
        ['SIGN_OUT', () => undefined],
      ]),
    );
    const approvals: boolean[] = [];
    embedded.connector.on('approval', (showing) => approvals.push(showing));
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    expect(session.accounts).toEqual({ accounts: [ADDRESS], caipNetworkId: 'eip155:31337' });
    expect(session.connector.type).toBe('AUTH');
    expect(await storage.getItem(EMBEDDED_SESSION_KEY)).toBe('1');
    if (session.signer.namespace !== 'eip155') throw new Error('eip155 signer expected');
    const signing = session.signer.signMessage({ address: ADDRESS, message: 'hi' });
    expect(approvals).toEqual([true]);
    expect(dom.visible).toBe(true);
    expect(await signing).toBe(signed);
    expect(dom.visible).toBe(false);
    expect(approvals).toEqual([true, false]);
    expect(dom.posted.at(-1)?.message).toMatchObject({
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params: ['0x6869', ADDRESS], chainId: 31337 },
    });
    const disconnects: unknown[] = [];
    embedded.connector.on('disconnect', (payload) => disconnects.push(payload));
    await embedded.connector.disconnect();
    expect(dom.posted.at(-1)?.message.type).toBe('@w3m-app/SIGN_OUT');
    expect(await storage.getItem(EMBEDDED_SESSION_KEY)).toBeUndefined();
    expect(disconnects).toHaveLength(1);
  });

  it('safe reads never show the frame; a transaction goes with its chain and hex amounts', async () => {
    const hash = `0x${'22'.repeat(32)}`;
    const { embedded, dom, run } = setup(
      new Map<string, (payload: unknown) => unknown>([
        ['GET_USER', () => USER],
        [
          'RPC_REQUEST',
          (payload) => ((payload as { method: string }).method === 'eth_chainId' ? '0x7a69' : hash),
        ],
      ]),
    );
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    const approvals: boolean[] = [];
    embedded.connector.on('approval', (showing) => approvals.push(showing));
    expect(await session.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(approvals).toEqual([]);
    if (session.signer.namespace !== 'eip155') throw new Error('eip155 signer expected');
    const sent = await session.signer.sendTransaction({
      request: { from: ADDRESS, to: ADDRESS, value: 10n ** 18n },
      network: DEVNET,
    });
    expect(sent).toBe(hash);
    expect(dom.posted.at(-1)?.message.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0xde0b6b3a7640000' }],
      chainId: DEVNET.id,
    });
  });

  it('restores a stored session after a reload with IS_CONNECTED, and forgets a lapsed one', async () => {
    let connected = true;
    const { embedded, storage, run, dom } = setup(
      new Map<string, (payload: unknown) => unknown>([
        ['IS_CONNECTED', () => ({ isConnected: connected })],
        ['GET_USER', () => USER],
      ]),
    );
    await storage.setItem(EMBEDDED_SESSION_KEY, '1');
    const session = await run(embedded.connector.reconnect({ network: DEVNET }));
    expect(session?.accounts.accounts).toEqual([ADDRESS]);
    // On the chain the wallet was last on (the frame keeps it), not the host's first network.
    expect(dom.posted.at(-1)?.message).toMatchObject({ type: '@w3m-app/GET_USER', payload: {} });
    connected = false;
    expect(await run(embedded.connector.reconnect({ network: DEVNET }))).toBeUndefined();
    expect(await storage.getItem(EMBEDDED_SESSION_KEY)).toBeUndefined();
  });

  it('switches network through SWITCH_NETWORK and says chainChanged', async () => {
    const { embedded, run } = setup(
      new Map<string, (payload: unknown) => unknown>([
        ['GET_USER', () => USER],
        ['SWITCH_NETWORK', (payload) => ({ chainId: (payload as { chainId: number }).chainId })],
      ]),
    );
    const chains: string[] = [];
    embedded.connector.on('chainChanged', (chain) => chains.push(chain));
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    await session.switchNetwork?.({ ...DEVNET, id: 31338, caipNetworkId: 'eip155:31338' });
    expect(chains).toEqual(['eip155:31338']);
  });

  it('a failed code download is "Unable to load email login dependency", and the next use tries again', async () => {
    const { storage } = setup();
    let attempts = 0;
    const embedded = createLazyEmbedded({
      walletServiceUrl: 'http://127.0.0.1:8791',
      projectId: 'p1',
      version: '1',
      chainId: () => 31337,
      scheduler: new ManualClock(),
      ids: new SequentialIds(),
      storage,
      dom: () => new FakeFrameDom(),
      load: () => {
        attempts += 1;
        return Promise.reject(new Error('chunk failed'));
      },
    });
    const error = await embedded.frame.request('IS_CONNECTED', undefined).catch((e: unknown) => e);
    expect(isLatchError(error, 'FRAME_DEPENDENCY_LOAD_FAILED')).toBe(true);
    await embedded.frame.request('IS_CONNECTED', undefined).catch(() => undefined);
    expect(attempts).toBe(2);
  });

  it("follows the frame's SESSION_UPDATE: another address, another chain, signed out", async () => {
    const OTHER = '0x00000000000000000000000000000000000000b2';
    const { embedded, dom, storage, run } = setup(new Map([['GET_USER', () => USER]]));
    const seen: unknown[] = [];
    embedded.connector.on('accountsChanged', (accounts) => seen.push(['accounts', accounts]));
    embedded.connector.on('chainChanged', (chain) => seen.push(['chain', chain]));
    embedded.connector.on('disconnect', (info) => seen.push(['disconnect', info]));
    const update = (payload: unknown) =>
      dom.fromFrame(ORIGIN, { type: '@w3m-frame/SESSION_UPDATE', payload });
    await run(embedded.connector.connect({ network: DEVNET }));
    update({ isConnected: true, address: ADDRESS.toUpperCase().replace('0X', '0x'), chainId: 31337 });
    expect(seen).toEqual([]);
    update({ isConnected: true, address: OTHER, email: 'a@b.co', chainId: '31338' });
    update({ isConnected: false, chainId: 31338 });
    update({ isConnected: false });
    await flushMicrotasks();
    expect(seen).toEqual([
      ['accounts', [OTHER]],
      ['chain', 'eip155:31338'],
      ['disconnect', { message: 'Signed out of the embedded wallet' }],
    ]);
    expect(await storage.getItem(EMBEDDED_SESSION_KEY)).toBeUndefined();
  });

  it('refuses a method on neither list without asking the frame, and says rpcNotAllowed', async () => {
    const { embedded, dom, run } = setup(new Map([['GET_USER', () => USER]]));
    const refused: string[] = [];
    embedded.connector.on('rpcNotAllowed', (method) => refused.push(method));
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    const posts = dom.posted.length;
    const error = await session.request({ method: 'eth_mine', params: [] }).catch((e: unknown) => e);
    expect(isLatchError(error, 'RPC_METHOD_NOT_ALLOWED')).toBe(true);
    expect(refused).toEqual(['eth_mine']);
    expect(dom.posted).toHaveLength(posts);
  });

  it('shows the approval from the first unsafe request until the last one is answered', async () => {
    const { embedded, dom, run } = setup(new Map([['GET_USER', () => USER]]));
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    dom.answer = undefined;
    const reply = (index: number) =>
      dom.fromFrame(ORIGIN, {
        type: '@w3m-frame/RPC_REQUEST_SUCCESS',
        id: dom.posted[index]?.message.id,
        payload: `0x${'11'.repeat(65)}`,
      });
    const approvals: boolean[] = [];
    embedded.connector.on('approval', (showing) => approvals.push(showing));
    const first = session.request({ method: 'personal_sign', params: ['0x00', ADDRESS] });
    const second = session.request({ method: 'personal_sign', params: ['0x01', ADDRESS] });
    await flushMicrotasks();
    const count = dom.posted.length;
    reply(count - 2);
    await first;
    expect(approvals).toEqual([true]);
    expect(dom.visible).toBe(true);
    reply(count - 1);
    await second;
    expect(approvals).toEqual([true, false]);
    expect(dom.visible).toBe(false);
  });
});
