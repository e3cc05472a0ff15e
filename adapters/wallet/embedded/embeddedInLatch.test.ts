import { describe, expect, it } from 'vitest';
import type { ConnectingWallet } from '../../../core/kernel/connectFlow/index.js';
import { createLatchCore } from '../../../core/kernel/latch/index.js';
import { isLatchError } from '../../../core/lib/errors/index.js';
import { SequentialIds } from '../../../testkits/environment.js';
import { LATCH_ACCOUNT, latchHarness } from '../../../testkits/latchHarness.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { DEVNET } from '../../../testkits/networks.js';
import { createLazyEmbedded } from './createLazyEmbedded.js';
import { FakeFrameDom } from './fakeFrameDom.js';

// The embedded wallet's client side inside a whole core: the lazy frame bridge and AUTH connector over a fake
// page (FakeFrameDom), every other port in memory, time on the manual clock.

const bridgeModule = await import('./index.js');
const ORIGIN = 'http://127.0.0.1:8791';
const ADDRESS = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000b2';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: DEVNET.id, preferredAccountType: 'eoa' };

const wallet = (id: string, name: string): ConnectingWallet => ({
  id,
  name,
  kind: 'injected',
  installed: true,
  connectorId: id,
  namespace: 'eip155',
});

/** `answer`: the frame's replies; without it the frame never loads (no READY: the wallet service is down). */
const setup = (answer?: (type: string, payload: unknown) => unknown) => {
  const harness = latchHarness({ network: DEVNET });
  const dom = new FakeFrameDom(ORIGIN);
  dom.answer = answer;
  const embedded = createLazyEmbedded({
    walletServiceUrl: ORIGIN,
    projectId: 'p',
    version: '1',
    chainId: () => DEVNET.id,
    scheduler: harness.clock,
    ids: new SequentialIds(),
    storage: harness.ports.storage,
    logger: harness.ports.logger,
    dom: () => dom,
    load: () => Promise.resolve(bridgeModule),
  });
  const latch = createLatchCore(
    {
      ...harness.ports,
      connectors: new MemoryConnectorDiscovery([harness.wallet, embedded.connector]),
      embeddedWallet: embedded.frame,
    },
    { projectId: 'p', networks: [DEVNET] },
  )._unsafeUnwrap();
  /** Runs a call while the manual clock moves (the frame's READY wait and its 500 ms). */
  const run = async <T>(call: PromiseLike<T>, ms = 1_000): Promise<T> => {
    let done = false;
    const settled = Promise.resolve(call).finally(() => {
      done = true;
    });
    for (let waited = 0; waited < ms && !done; waited += 100) await harness.clock.advanceAsync(100);
    return settled;
  };
  const connectEmbedded = async () => {
    (await run(latch.connect.connect(wallet('latch-embedded', 'Email'))))._unsafeUnwrap();
    await latch.embeddedUser.remember(USER.email, DEVNET.caipNetworkId);
    // Connected: the e-mail flow, with the session's rules, is fetched.
    await latch.loadFeature('email');
  };
  const sessionUpdate = (payload: unknown) =>
    dom.fromFrame(ORIGIN, { type: '@w3m-frame/SESSION_UPDATE', payload });
  return { ...harness, dom, latch, run, connectEmbedded, sessionUpdate };
};

describe('the embedded wallet in the modal', () => {
  it('signed out in the frame: disconnected in the modal, the e-mail forgotten', async () => {
    const { latch, connectEmbedded, sessionUpdate } = setup((type) =>
      type === 'GET_USER' ? USER : undefined,
    );
    await connectEmbedded();
    expect(latch.connection.status).toBe('connected');
    sessionUpdate({ isConnected: false, chainId: DEVNET.id });
    await flushMicrotasks();
    expect(latch.connection.status).toBe('disconnected');
    expect(latch.account.address).toBeUndefined();
    expect(latch.embeddedUser.email).toBeUndefined();
  });

  it("the frame's new address, e-mail and chain show in the modal", async () => {
    const { latch, connectEmbedded, sessionUpdate } = setup((type) =>
      type === 'GET_USER' ? USER : undefined,
    );
    await connectEmbedded();
    sessionUpdate({ isConnected: true, address: OTHER, email: 'ada@new.example', chainId: DEVNET.id });
    await flushMicrotasks();
    expect(latch.account.address).toBe(OTHER);
    expect(latch.embeddedUser.email).toBe('ada@new.example');
    sessionUpdate({ isConnected: true, address: OTHER, chainId: 31338 });
    expect(latch.connection.connections.get('eip155')?.caipNetworkId).toBe('eip155:31338');
  });

  it('wallet service down: the e-mail field says the frame failed to load; the other wallets still connect', async () => {
    const { latch, run } = setup();
    const email = await latch.loadFeature('email');
    const sent = await run(email.submitEmail('ada@example.com'), 21_000);
    expect(isLatchError(sent._unsafeUnwrapErr(), 'IFRAME_LOAD_FAILED')).toBe(true);
    expect(email.error).toBe('Failed to load the embedded wallet');
    expect(email.step).toBe('idle');
    const injected = await run(latch.connect.connect(wallet('io.metamask', 'MetaMask')));
    expect(injected._unsafeUnwrap().accounts).toEqual([LATCH_ACCOUNT]);
    expect(latch.connection.status).toBe('connected');
  });

  it('a slow signing request: after 30 s it fails with the timeout, ApproveTransaction goes, nothing is stuck', async () => {
    const signature = `0x${'11'.repeat(65)}`;
    const { latch, dom, run, connectEmbedded, clock } = setup((type) =>
      type === 'GET_USER' ? USER : undefined,
    );
    await connectEmbedded();
    const session = latch.connection.session('eip155');
    if (session?.signer.namespace !== 'eip155') throw new Error('no eip155 session');
    // The frame stays silent: the reply to personal_sign never comes.
    dom.answer = undefined;
    const signing = session.signer.signMessage({ address: ADDRESS, message: 'hi' }).catch((e: unknown) => e);
    expect(latch.router.view).toBe('ApproveTransaction');
    expect(latch.modal.close().isErr()).toBe(true);
    await clock.advanceAsync(30_000);
    expect(isLatchError(await signing, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
    expect(latch.modal.isOpen).toBe(false);
    expect(dom.removed).toBe(1);
    // The next request loads the frame again and is answered.
    dom.answer = (type) => (type === 'RPC_REQUEST' ? signature : undefined);
    expect(await run(session.signer.signMessage({ address: ADDRESS, message: 'again' }))).toBe(signature);
    expect(dom.mounts).toHaveLength(2);
    expect(latch.modal.isOpen).toBe(false);
  });

  it('the frame dropped while the device link is awaited: the view gets a catalogue error, no endless spinner', async () => {
    const { latch, dom, run, clock } = setup((type) => {
      // The device link is never followed: CONNECT_DEVICE gets no reply from this frame.
      if (type === 'CONNECT_EMAIL') {
        dom.answer = undefined;
        return { action: 'VERIFY_DEVICE' };
      }
      return undefined;
    });
    const email = await latch.loadFeature('email');
    expect((await run(email.submitEmail('ada@example.com')))._unsafeUnwrap()).toBe('device');
    const waiting = email.confirmDevice();
    await clock.advanceAsync(60_000);
    expect(email.step).toBe('device');
    expect(email.error).toBeUndefined();
    dom.gone = true; // the host page removed the iframe, or it navigated away
    const result = await run(waiting, 2_000);
    expect(isLatchError(result._unsafeUnwrapErr(), 'IFRAME_GONE')).toBe(true);
    expect(email.error).toBe('The embedded wallet was closed');
    expect(email.step).toBe('device');
    expect(email.busy).toBe(false);
    expect(dom.removed).toBe(1);
  });
});
