import { describe, expect, it } from 'vitest';
import { isLatchError } from '../../../core/lib/errors/index.js';
import { SequentialIds } from '../../../testkits/environment.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import { DEVNET } from '../../../testkits/networks.js';
import { createEventHub } from '../injected/createEventHub.js';
import { createLazyEmbedded } from './createLazyEmbedded.js';
import { FakeFrameDom, TEST_FRAME_PAGE } from './fakeFrameDom.js';

// Loaded up front: the test clock does not wait for a real dynamic import.
const bridgeModule = await import('./index.js');
const ADDRESS = '0x00000000000000000000000000000000000000a1';
const USER = { email: 'a@b.co', address: ADDRESS, chainId: 31337, preferredAccountType: 'eoa' };

const setup = (load: () => Promise<typeof bridgeModule> = () => Promise.resolve(bridgeModule)) => {
  const clock = new ManualClock();
  const dom = new FakeFrameDom();
  dom.answer = (type) => (type === 'GET_USER' ? USER : undefined);
  const embedded = createLazyEmbedded({
    ...TEST_FRAME_PAGE,
    scheduler: clock,
    ids: new SequentialIds(),
    storage: new MemoryStorage(),
    dom: () => dom,
    load,
  });
  const run = async <T>(call: Promise<T>): Promise<T> => {
    let done = false;
    void call
      .finally(() => {
        done = true;
      })
      .catch(() => undefined);
    for (let i = 0; i < 20 && !done; i++) await clock.advanceAsync(100);
    return call;
  };
  return { clock, dom, embedded, run };
};

describe('createLazyEmbedded dispose', () => {
  it('disposed while its chunk loads: the waiting request is aborted and no iframe or page listener is made', async () => {
    let arrive: (module: typeof bridgeModule) => void = () => undefined;
    const { dom, embedded } = setup(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const request = embedded.frame.request('IS_CONNECTED', undefined).catch((error: unknown) => error);
    embedded.dispose();
    arrive(bridgeModule);
    expect(isLatchError(await request, 'REQUEST_ABORTED')).toBe(true);
    expect(dom.mounts).toEqual([]);
    expect(dom.listenerCount).toBe(0);
    // Later calls are refused too: nothing is loaded again for a disposed wallet.
    const later = embedded.frame.request('IS_CONNECTED', undefined).catch((error: unknown) => error);
    arrive(bridgeModule);
    expect(isLatchError(await later, 'REQUEST_ABORTED')).toBe(true);
    expect(dom.mounts).toEqual([]);
  });

  it("forgets the connector's and the frame's listeners: a request aborted by dispose tells no one", async () => {
    const { dom, embedded, run } = setup();
    const approvals: boolean[] = [];
    const frameEvents: string[] = [];
    embedded.connector.on('approval', (showing) => approvals.push(showing));
    embedded.frame.onEvent((event) => frameEvents.push(event.type));
    const session = await run(embedded.connector.connect({ network: DEVNET }));
    expect(frameEvents).toEqual(['READY']);
    dom.answer = undefined; // the approval panel waits for the user
    if (session.signer.namespace !== 'eip155') throw new Error('eip155 signer expected');
    const signing = session.signer
      .signMessage({ address: ADDRESS, message: 'hi' })
      .catch((error: unknown) => error);
    await flushMicrotasks();
    expect(approvals).toEqual([true]);
    embedded.dispose();
    expect(isLatchError(await signing, 'REQUEST_ABORTED')).toBe(true);
    await flushMicrotasks();
    // The aborted request's end ('approval' false) reaches no listener of the disposed wallet.
    expect(approvals).toEqual([true]);
    expect(dom.listenerCount).toBe(0);
    const late: unknown[] = [];
    embedded.frame.onEvent((event) => late.push(event));
    dom.fromFrame('http://127.0.0.1:8791', { type: '@w3m-frame/READY' });
    expect(late).toEqual([]);
    expect(frameEvents).toEqual(['READY']);
  });

  it("the event hub's clear forgets every listener of every event", () => {
    const hub = createEventHub<{ a: number; b: string }>();
    const seen: unknown[] = [];
    hub.on('a', (value) => seen.push(value));
    hub.on('b', (value) => seen.push(value));
    hub.clear();
    hub.emit('a', 1);
    hub.emit('b', 'x');
    expect(seen).toEqual([]);
  });
});
