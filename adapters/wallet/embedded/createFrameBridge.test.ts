import { describe, expect, it } from 'vitest';
import { isLatchError } from '../../../core/lib/errors/index.js';
import { SequentialIds } from '../../../testkits/environment.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { createFrameBridge } from './createFrameBridge.js';
import { FakeFrameDom } from './fakeFrameDom.js';

const ORIGIN = 'http://127.0.0.1:8791';

const setup = (
  themeMode?: () => 'dark' | 'light',
  themeVariables?: () => Readonly<Record<string, string | number>>,
) => {
  const clock = new ManualClock();
  const dom = new FakeFrameDom();
  const bridge = createFrameBridge({
    ...(themeMode === undefined ? {} : { themeMode }),
    ...(themeVariables === undefined ? {} : { themeVariables }),
    walletServiceUrl: `${ORIGIN}/`,
    projectId: 'p1',
    chainId: () => 31337,
    version: '1.0.0',
    scheduler: clock,
    ids: new SequentialIds('msg'),
    dom,
  });
  const ready = async () => {
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/READY', payload: { version: '1' } });
    await clock.advanceAsync(500);
  };
  return { clock, dom, bridge, ready };
};

const outcome = (promise: Promise<unknown>) => {
  const box: { value?: unknown; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(box, { value, settled: true }),
    (error: unknown) => Object.assign(box, { error, settled: true }),
  );
  return box;
};

describe('createFrameBridge', () => {
  it("sends the modal's theme first to each frame that loads, and again when it changes; nothing to none", async () => {
    let mode: 'dark' | 'light' = 'light';
    const { dom, bridge, ready } = setup(() => mode);
    bridge.syncTheme();
    expect(dom.mounts).toEqual([]);
    void bridge.request('IS_CONNECTED', undefined);
    await ready();
    expect(dom.posted.map(({ message }) => message)).toEqual([
      { type: '@w3m-app/SYNC_THEME', id: 'msg-1', payload: { themeMode: 'light' } },
      { type: '@w3m-app/IS_CONNECTED', id: 'msg-2' },
    ]);
    mode = 'dark';
    bridge.syncTheme();
    await flushMicrotasks();
    expect(dom.posted.at(-1)).toEqual({
      message: { type: '@w3m-app/SYNC_THEME', id: 'msg-3', payload: { themeMode: 'dark' } },
      targetOrigin: ORIGIN,
    });
  });

  it("sends the host's theme variables the approval panel follows (accent, font family, radius master) with the mode", async () => {
    let variables: Record<string, string | number> = {
      '--latch-accent': '#ff0000',
      '--latch-font-family': 'Georgia, serif',
      '--latch-border-radius-master': 2,
      '--latch-z-index': 9,
      '--latch-color-mix': '#000',
    };
    const { dom, bridge, ready } = setup(
      () => 'dark',
      () => variables,
    );
    void bridge.request('IS_CONNECTED', undefined);
    await ready();
    expect(dom.posted[0]?.message).toEqual({
      type: '@w3m-app/SYNC_THEME',
      id: 'msg-1',
      payload: {
        themeMode: 'dark',
        themeVariables: {
          '--latch-accent': '#ff0000',
          '--latch-font-family': 'Georgia, serif',
          '--latch-border-radius-master': 2,
        },
      },
    });
    variables = { '--latch-accent': 'x'.repeat(121) };
    bridge.syncTheme();
    await flushMicrotasks();
    expect(dom.posted.at(-1)?.message.payload).toEqual({ themeMode: 'dark', themeVariables: {} });
  });

  it('mounts nothing until the first request, then the /sdk page with its query', () => {
    const { dom, bridge } = setup();
    expect(dom.mounts).toEqual([]);
    expect(dom.listenerCount).toBe(0);
    void bridge.request('IS_CONNECTED', undefined);
    expect(bridge.mounted).toBe(true);
    const url = new URL(dom.mounts[0] ?? '');
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/sdk`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '1.0.0',
    });
  });

  it('posts 500 ms after READY, to the exact origin, and resolves with the reply of the same id', async () => {
    const { dom, bridge, clock } = setup();
    const result = outcome(bridge.request('CONNECT_EMAIL', { email: 'a@b.co' }));
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/READY' });
    await clock.advanceAsync(499);
    expect(dom.posted).toEqual([]);
    await clock.advanceAsync(1);
    expect(dom.posted).toEqual([
      {
        message: { type: '@w3m-app/CONNECT_EMAIL', id: 'msg-1', payload: { email: 'a@b.co' } },
        targetOrigin: ORIGIN,
      },
    ]);
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      id: 'other',
      payload: { action: 'CONNECT' },
    });
    await flushMicrotasks();
    expect(result.settled).toBe(false);
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      id: 'msg-1',
      payload: { action: 'VERIFY_OTP' },
    });
    await flushMicrotasks();
    expect(result.value).toEqual({ action: 'VERIFY_OTP' });
  });

  it('ignores READY and replies from another origin or another window', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('IS_CONNECTED', undefined));
    dom.fromFrame('http://evil.example', { type: '@w3m-frame/READY' });
    dom.deliver({ origin: ORIGIN, source: {}, data: { type: '@w3m-frame/READY' } });
    await clock.advanceAsync(1000);
    expect(dom.posted).toEqual([]);
    await ready();
    const id = dom.posted[0]?.message.id;
    dom.fromFrame('http://evil.example', {
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id,
      payload: { isConnected: true },
    });
    dom.deliver({
      origin: ORIGIN,
      source: {},
      data: { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: {} },
    });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: {} });
    await flushMicrotasks();
    expect(result.settled).toBe(false);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: false } });
    await flushMicrotasks();
    expect(result.value).toEqual({ isConnected: false });
  });

  it('fails with iframe_load_failed after 20 s without READY, and mounts again on the next request', async () => {
    const { dom, bridge, clock, ready } = setup();
    const first = outcome(bridge.request('IS_CONNECTED', undefined));
    await clock.advanceAsync(19_999);
    expect(first.settled).toBe(false);
    await clock.advanceAsync(1);
    expect(isLatchError(first.error, 'IFRAME_LOAD_FAILED')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(dom.listenerCount).toBe(0);
    const second = outcome(bridge.request('IS_CONNECTED', undefined));
    expect(dom.mounts).toHaveLength(2);
    await ready();
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id: dom.posted[0]?.message.id,
      payload: { isConnected: true },
    });
    await flushMicrotasks();
    expect(second.value).toEqual({ isConnected: true });
  });

  it('gives a request up after 30 s with iframe_request_timeout; a late reply changes nothing', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('CONNECT_OTP', { otp: '123456' }));
    await ready();
    await clock.advanceAsync(29_999);
    expect(result.settled).toBe(false);
    await clock.advanceAsync(1);
    expect(isLatchError(result.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: dom.posted[0]?.message.id });
    await flushMicrotasks();
    expect(isLatchError(result.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
  });

  it('waits for CONNECT_DEVICE without a timeout (the user opens the e-mailed link)', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('CONNECT_DEVICE', undefined));
    await ready();
    await clock.advanceAsync(10 * 60_000);
    expect(result.settled).toBe(false);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', id: dom.posted[0]?.message.id });
    await flushMicrotasks();
    expect(result.settled).toBe(true);
    expect(result.error).toBeUndefined();
  });

  it('waits for CONNECT_FARCASTER without its 30 s timeout (the frame waits up to 300 s for the approving app)', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('CONNECT_FARCASTER', undefined));
    await ready();
    await clock.advanceAsync(4 * 60_000);
    expect(result.settled).toBe(false);
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      id: dom.posted[0]?.message.id,
      payload: { userName: 'alice' },
    });
    await flushMicrotasks();
    expect(result.settled).toBe(true);
    expect(result.error).toBeUndefined();
  });

  it('a frame gone while CONNECT_DEVICE waits (removed, navigated) fails it with IFRAME_GONE; the next request loads it again', async () => {
    const { dom, bridge, clock, ready } = setup();
    const device = outcome(bridge.request('CONNECT_DEVICE', undefined));
    await ready();
    await clock.advanceAsync(5_000);
    expect(device.settled).toBe(false);
    dom.gone = true;
    await clock.advanceAsync(1_000);
    expect(isLatchError(device.error, 'IFRAME_GONE')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(dom.listenerCount).toBe(0);
    // A late reply from the old frame changes nothing; the next request mounts a new one.
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', id: dom.posted[0]?.message.id });
    void bridge.request('IS_CONNECTED', undefined).catch(() => undefined);
    expect(dom.mounts).toHaveLength(2);
  });

  it('a frame gone before its READY fails the waiting request with IFRAME_GONE at once, not after 20 s', async () => {
    const { dom, bridge, clock } = setup();
    const result = outcome(bridge.request('CONNECT_EMAIL', { email: 'a@b.co' }));
    dom.gone = true;
    await clock.advanceAsync(1_000);
    expect(isLatchError(result.error, 'IFRAME_GONE')).toBe(true);
    expect(dom.posted).toEqual([]);
  });

  it('a frame whose page loaded without READY (a refused connection, a host not allowed) fails what waits within 2 s; the retry loads a new frame', async () => {
    const { dom, bridge, clock } = setup();
    const first = outcome(bridge.request('IS_CONNECTED', undefined));
    await clock.advanceAsync(5_000);
    expect(first.settled).toBe(false);
    dom.loaded = true;
    await clock.advanceAsync(1_000);
    expect(first.settled).toBe(false);
    await clock.advanceAsync(1_000);
    expect(isLatchError(first.error, 'IFRAME_LOAD_FAILED')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(dom.posted).toEqual([]);
    // The user's retry does not wait on the dead frame: a new one is mounted, and its READY is heard.
    const retry = outcome(bridge.request('IS_CONNECTED', undefined));
    expect(dom.mounts).toHaveLength(2);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/READY' });
    await clock.advanceAsync(1_000);
    expect(dom.posted.map((posted) => posted.message.type)).toContain('@w3m-app/IS_CONNECTED');
    expect(retry.settled).toBe(false);
  });

  it('a request that joined a frame another one was loading gets a frame of its own when that one fails to load', async () => {
    const { dom, bridge, clock } = setup();
    const background = outcome(bridge.request('IS_CONNECTED', undefined));
    dom.loaded = true;
    const retry = outcome(bridge.request('CONNECT_EMAIL', { email: 'a@b.co' }));
    await clock.advanceAsync(2_000);
    expect(isLatchError(background.error, 'IFRAME_LOAD_FAILED')).toBe(true);
    expect(retry.settled).toBe(false);
    expect(dom.mounts).toHaveLength(2);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/READY' });
    await clock.advanceAsync(1_000);
    expect(dom.posted.map((posted) => posted.message.type)).toEqual(['@w3m-app/CONNECT_EMAIL']);
  });

  it('a loaded frame that said READY is never given up for its load', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('CONNECT_DEVICE', undefined));
    await ready();
    dom.loaded = true;
    await clock.advanceAsync(10_000);
    expect(result.settled).toBe(false);
    expect(dom.removed).toBe(0);
  });

  it('checks the frame only while something waits on it', async () => {
    const { dom, bridge, clock, ready } = setup();
    const result = outcome(bridge.request('IS_CONNECTED', undefined));
    await ready();
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id: dom.posted[0]?.message.id,
      payload: { isConnected: false },
    });
    await clock.advanceAsync(1_000);
    expect(result.value).toEqual({ isConnected: false });
    expect(clock.pending).toBe(0);
    // Gone while nothing waits: nothing fails; the next request finds it gone and loads a new one.
    dom.gone = true;
    await clock.advanceAsync(5_000);
    expect(dom.removed).toBe(0);
    void bridge.request('IS_CONNECTED', undefined).catch(() => undefined);
    expect(dom.removed).toBe(1);
    expect(dom.mounts).toHaveLength(2);
  });

  it('maps _ERROR replies: unverified_domain, JSON-RPC codes, plain messages', async () => {
    const { dom, bridge, ready } = setup();
    const a = outcome(bridge.request('CONNECT_EMAIL', { email: 'a@b.co' }));
    await ready();
    const b = outcome(bridge.request('RPC_REQUEST', { method: 'personal_sign', params: [] }));
    const c = outcome(bridge.request('CONNECT_OTP', { otp: '000000' }));
    await flushMicrotasks();
    const [ida, idb, idc] = dom.posted.map((post) => post.message.id);
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      id: ida,
      payload: { message: 'unverified_domain' },
    });
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: idb,
      payload: { message: 'User rejected', code: 4001 },
    });
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: idc,
      payload: { message: 'Invalid code' },
    });
    await flushMicrotasks();
    expect(isLatchError(a.error, 'UNVERIFIED_DOMAIN')).toBe(true);
    expect(b.error).toEqual({ kind: 'ProviderRpcFailure', code: 4001, message: 'User rejected' });
    expect((c.error as Error).message).toBe('Invalid code');
  });

  it('tells listeners of READY and SESSION_UPDATE, and dispose aborts what is pending', async () => {
    const { dom, bridge, ready } = setup();
    const events: unknown[] = [];
    bridge.onEvent((event) => events.push(event));
    const result = outcome(bridge.request('GET_USER', {}));
    await ready();
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/SESSION_UPDATE',
      payload: { isConnected: true, address: '0xabc', email: 'a@b.co', chainId: 31337 },
    });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SESSION_UPDATE', payload: { isConnected: false, chainId: 1 } });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } });
    expect(events).toEqual([
      { type: 'READY', version: '1' },
      { type: 'SESSION_UPDATE', isConnected: true, address: '0xabc', email: 'a@b.co', chainId: 31337 },
      { type: 'SESSION_UPDATE', isConnected: false, chainId: 1 },
    ]);
    bridge.setVisible(true);
    expect(dom.visible).toBe(true);
    bridge.dispose();
    await flushMicrotasks();
    expect(isLatchError(result.error, 'REQUEST_ABORTED')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(dom.listenerCount).toBe(0);
  });

  it('passes on READY socialProviders (names only) and SESSION_UPDATE provider and userName', async () => {
    const { dom, bridge, ready } = setup();
    const events: unknown[] = [];
    bridge.onEvent((event) => events.push(event));
    void outcome(bridge.request('GET_USER', {}));
    await ready();
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/READY',
      payload: { version: '1', socialProviders: ['google', 'github', 7, '<x>'] },
    });
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/SESSION_UPDATE',
      payload: { isConnected: true, address: '0xabc', provider: 'github', userName: 'alice', chainId: 1 },
    });
    expect(events.slice(1)).toEqual([
      { type: 'READY', version: '1', socialProviders: ['google', 'github'] },
      {
        type: 'SESSION_UPDATE',
        isConnected: true,
        address: '0xabc',
        provider: 'github',
        userName: 'alice',
        chainId: 1,
      },
    ]);
  });

  it("passes on the frame's SOCIAL_RESULT (a string resultUri, bounded) and only from the frame's own origin", async () => {
    const { dom, bridge, ready } = setup();
    const events: unknown[] = [];
    bridge.onEvent((event) => events.push(event));
    void outcome(bridge.request('GET_USER', {}));
    await ready();
    const resultUri = `${ORIGIN}/social/callback?code=c&state=s`;
    dom.fromFrame('https://evil.example', { type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri } });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri: 7 } });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri: 'x'.repeat(9000) } });
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri } });
    expect(events.slice(1)).toEqual([{ type: 'SOCIAL_RESULT', resultUri }]);
  });

  it("sends CANCEL_FARCASTER to the frame's exact origin and hears its answer from there only", async () => {
    const { dom, bridge, ready } = setup();
    const cancelled = outcome(bridge.request('CANCEL_FARCASTER', undefined));
    await ready();
    const sent = dom.posted.find(
      ({ message }) => (message as { type: string }).type === '@w3m-app/CANCEL_FARCASTER',
    );
    if (sent === undefined) throw new Error('CANCEL_FARCASTER was not sent');
    expect(sent.targetOrigin).toBe(ORIGIN);
    const { id } = sent.message as { id: string };
    dom.fromFrame('https://evil.example', { type: '@w3m-frame/CANCEL_FARCASTER_SUCCESS', id });
    await flushMicrotasks();
    expect(cancelled.settled).toBe(false);
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/CANCEL_FARCASTER_SUCCESS', id });
    await flushMicrotasks();
    expect(cancelled.settled).toBe(true);
    expect(cancelled.error).toBeUndefined();
  });

  it('abortSigningRequests rejects what waits for approval and drops the frame; the next request loads it again', async () => {
    const { dom, bridge, ready } = setup();
    const read = outcome(bridge.request('RPC_REQUEST', { method: 'eth_chainId' }));
    await ready();
    bridge.abortSigningRequests();
    expect(read.settled).toBe(false);
    expect(dom.removed).toBe(0);
    const signing = outcome(bridge.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{}] }));
    await flushMicrotasks();
    bridge.abortSigningRequests();
    await flushMicrotasks();
    expect(isLatchError(signing.error, 'REQUEST_ABORTED')).toBe(true);
    expect(isLatchError(read.error, 'REQUEST_ABORTED')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(dom.listenerCount).toBe(0);
    // A late approval from the dropped frame is not heard.
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      id: dom.posted[1]?.message.id,
      payload: '0x1',
    });
    await flushMicrotasks();
    expect(isLatchError(signing.error, 'REQUEST_ABORTED')).toBe(true);
    const next = outcome(bridge.request('IS_CONNECTED', undefined));
    expect(dom.mounts).toHaveLength(2);
    await ready();
    dom.fromFrame(ORIGIN, {
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      id: dom.posted.at(-1)?.message.id,
      payload: { isConnected: true },
    });
    await flushMicrotasks();
    expect(next.value).toEqual({ isConnected: true });
  });

  it('a signing request that times out drops the frame too: nothing is left to approve', async () => {
    const { dom, bridge, clock, ready } = setup();
    const signing = outcome(bridge.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] }));
    await ready();
    await clock.advanceAsync(30_000);
    expect(isLatchError(signing.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
    expect(dom.removed).toBe(1);
    expect(bridge.mounted).toBe(false);
    expect(clock.pending).toBe(0);
  });
});
