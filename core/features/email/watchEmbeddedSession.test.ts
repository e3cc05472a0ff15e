import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import type { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import type { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { EMBEDDED_KEYS } from '../../kernel/embeddedWallet/index.js';
import { createLatchCore } from '../../kernel/latch/index.js';
import { isLatchError } from '../../lib/errors/index.js';
import { APPROVED_RECEIPT_WAIT_MS, NOT_ALLOWED_MESSAGE_DELAY_MS } from './watchEmbeddedSession.js';

const EMBEDDED_ACCOUNT = '0x00000000000000000000000000000000000000e1';

/** A core with the in-memory frame and an AUTH connector, the embedded wallet connected (its session rules built). */
const setup = async () => {
  const harness = latchHarness({ network: DEVNET });
  const frame = new MemoryEmbeddedWalletFrame().handle('RPC_REQUEST', () => new Promise(() => {}));
  const auth = new MemoryWalletConnector(
    { id: 'latch-embedded', name: 'Email', type: 'AUTH' },
    { accounts: [EMBEDDED_ACCOUNT], caipNetworkId: DEVNET.caipNetworkId },
  );
  const latch = createLatchCore(
    {
      ...harness.ports,
      connectors: new MemoryConnectorDiscovery([harness.wallet, auth]),
      embeddedWallet: frame,
    },
    { projectId: 'p', networks: [DEVNET] },
  )._unsafeUnwrap();
  frame.emit({ type: 'SESSION_UPDATE', isConnected: true, email: 'early@example.com' });
  const connected = await latch.connect.connect({
    id: 'latch-embedded',
    name: 'Email',
    kind: 'injected',
    installed: true,
    connectorId: 'latch-embedded',
    namespace: 'eip155',
  });
  connected._unsafeUnwrap();
  // Connecting the embedded wallet fetched the e-mail flow, which holds its session's rules.
  await latch.loadFeature('email');
  return {
    latch,
    frame,
    auth,
    clock: harness.clock,
    logger: harness.ports.logger as MemoryLogger,
    reader: harness.ports.chainReaders.eip155 as MemoryChainReader,
  };
};

describe("the embedded wallet's session rules (watchEmbeddedSession)", () => {
  it('are built once the embedded wallet connects', async () => {
    const { latch } = await setup();
    expect(latch.email).toBeDefined();
  });

  it('closing the modal with no pending transaction rejects the signing requests still waiting (SPEC §4)', async () => {
    const { latch, frame } = await setup();
    const signing = frame
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] })
      .catch((error: unknown) => error);
    await latch.modal.open();
    expect(latch.modal.close().isOk()).toBe(true);
    expect(isLatchError(await signing, 'REQUEST_ABORTED')).toBe(true);
    expect(frame.aborts).toBe(1);
  });

  it('with a transaction pending in the router, closing leaves the signing requests alone', async () => {
    const { latch, frame } = await setup();
    void frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] });
    await latch.modal.open();
    latch.router.pushTransaction({});
    expect(latch.modal.close().isOk()).toBe(true);
    expect(frame.aborts).toBe(0);
    expect(frame.pendingSigning).toBe(1);
  });

  it('a call on neither list is logged, opens the modal, and 300 ms later says "Action not allowed" (SPEC §5)', async () => {
    const { latch, auth, clock, logger } = await setup();
    auth.emit('rpcNotAllowed', 'eth_mine');
    expect(logger.entries).toContainEqual({
      level: 'error',
      message: 'Requested RPC call is not allowed',
      context: { method: 'eth_mine' },
    });
    expect(latch.modal.isOpen).toBe(true);
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS - 1);
    expect(latch.toasts.visible).toEqual([]);
    clock.advance(1);
    expect(latch.toasts.visible.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'Action not allowed', variant: 'error' },
    ]);
  });

  it('over an open modal, the not-allowed message keeps the view', async () => {
    const { latch, auth, clock } = await setup();
    await latch.modal.open({ view: 'Networks' });
    auth.emit('rpcNotAllowed', 'eth_mine');
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(latch.router.view).toBe('Networks');
    expect(latch.toasts.visible.map((toast) => toast.message)).toEqual(['Action not allowed']);
  });

  it('the modal closed within the 300 ms: the not-allowed message is dropped, not shown over a closed modal', async () => {
    const { latch, auth, clock } = await setup();
    auth.emit('rpcNotAllowed', 'eth_mine');
    await flushMicrotasks();
    expect(latch.modal.isOpen).toBe(true);
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS - 100);
    expect(latch.modal.close().isOk()).toBe(true);
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(latch.toasts.visible).toEqual([]);
    expect(latch.toasts.waitingId).toBeUndefined();
    // A later refusal, with the modal left open, still says so.
    auth.emit('rpcNotAllowed', 'eth_mine');
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(latch.toasts.visible.map((toast) => toast.message)).toEqual(['Action not allowed']);
  });

  it('disposing the flow stops the rules and cancels a message not shown yet', async () => {
    const { latch, auth, clock } = await setup();
    auth.emit('rpcNotAllowed', 'eth_mine');
    latch.email?.dispose();
    expect(auth.listenerCount('rpcNotAllowed')).toBe(0);
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(latch.toasts.visible).toEqual([]);
  });

  it('a transaction approved in the frame: once mined, the native balance is read again past the cache', async () => {
    const { latch, auth, reader } = await setup();
    const HASH = `0x${'ab'.repeat(32)}`;
    reader.setBalance(EMBEDDED_ACCOUNT, 5n * 10n ** 18n);
    await latch.account.refreshBalance({ force: true });
    const nativeBalance = () => {
      const state = latch.account.nativeBalance;
      return state.status === 'ready' ? state.value : undefined;
    };
    const before = nativeBalance();
    expect(before).toBe(5n * 10n ** 18n);
    reader.setBalance(EMBEDDED_ACCOUNT, 4n * 10n ** 18n);
    // A signature moves no funds: nothing is read.
    auth.emit('requestApproved', { method: 'personal_sign', result: '0x01' });
    await flushMicrotasks();
    expect(nativeBalance()).toEqual(before);
    auth.emit('requestApproved', { method: 'eth_sendTransaction', result: HASH });
    await flushMicrotasks();
    expect(nativeBalance()).toEqual(before); // the receipt is not there yet
    reader.setReceipt({ hash: HASH, status: 'success', blockNumber: 1n });
    await flushMicrotasks();
    expect(nativeBalance()).toBe(4n * 10n ** 18n);
  });

  it('an approved transaction whose receipt never comes still reads the balance again after the wait', async () => {
    const { latch, auth, reader, clock } = await setup();
    const reads = () => reader.calls.filter((call) => call.method === 'getNativeBalance').length;
    await flushMicrotasks();
    const before = reads();
    auth.emit('requestApproved', { method: 'eth_sendTransaction', result: `0x${'cd'.repeat(32)}` });
    await clock.advanceAsync(APPROVED_RECEIPT_WAIT_MS - 1);
    expect(reads()).toBe(before);
    await clock.advanceAsync(1);
    expect(reads()).toBe(before + 1);
    latch.dispose();
  });

  it("follows the frame's e-mail while the embedded wallet is connected (changed in the frame)", async () => {
    const { latch, frame } = await setup();
    expect(latch.embeddedUser.email).toBeUndefined();
    frame.emit({
      type: 'SESSION_UPDATE',
      isConnected: true,
      address: EMBEDDED_ACCOUNT,
      email: 'ada@new.example',
    });
    await flushMicrotasks();
    expect(latch.embeddedUser.email).toBe('ada@new.example');
    expect(await latch.storage.read(EMBEDDED_KEYS.email)).toBe('ada@new.example');
    latch.dispose();
    expect(frame.listenerCount).toBe(0);
  });
});
