import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../testkits/latchHarness.js';
import { ManualClock } from '../../testkits/ManualClock.js';
import { MemoryConnectorDiscovery } from '../../testkits/MemoryConnectorDiscovery.js';
import { MemoryLogger } from '../../testkits/MemoryLogger.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../testkits/networks.js';
import { createLatchCore } from '../latch/index.js';
import { NOT_ALLOWED_MESSAGE_DELAY_MS, watchEmbeddedApprovals } from './index.js';

const setup = () => {
  const harness = latchHarness({ network: DEVNET });
  const auth = new MemoryWalletConnector({ id: 'latch-embedded', name: 'Email', type: 'AUTH' });
  const latch = createLatchCore(
    { ...harness.ports, connectors: new MemoryConnectorDiscovery([harness.wallet, auth]) },
    { projectId: 'p', networks: [DEVNET] },
  )._unsafeUnwrap();
  return { latch, auth, clock: harness.clock, logger: harness.ports.logger as MemoryLogger };
};

describe('watchEmbeddedApprovals (SPEC §2 ApproveTransaction)', () => {
  it('opens the modal on ApproveTransaction while the frame asks, blocks closing, and closes it after', () => {
    const { latch, auth } = setup();
    auth.emit('approval', true);
    expect(latch.modal.isOpen).toBe(true);
    expect(latch.router.view).toBe('ApproveTransaction');
    expect(latch.modal.close().isErr()).toBe(true);
    auth.emit('approval', false);
    expect(latch.modal.isOpen).toBe(false);
  });

  it('over an open modal, pushes ApproveTransaction and goes back to the view it came from', async () => {
    const { latch, auth } = setup();
    await latch.modal.open({ view: 'Account' });
    auth.emit('approval', true);
    expect(latch.router.history).toEqual(['Account', 'ApproveTransaction']);
    auth.emit('approval', false);
    expect(latch.modal.isOpen).toBe(true);
    expect(latch.router.view).toBe('Account');
  });

  it('other connectors are not heard', () => {
    const { latch } = setup();
    const other = new MemoryWalletConnector({ id: 'x', type: 'INJECTED' });
    other.emit('approval', true);
    expect(latch.modal.isOpen).toBe(false);
  });

  it('a call on neither list is logged, opens the modal, and 300 ms later says "Action not allowed" (SPEC §5)', () => {
    const { latch, auth, clock, logger } = setup();
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
    const { latch, auth, clock } = setup();
    await latch.modal.open({ view: 'Networks' });
    auth.emit('rpcNotAllowed', 'eth_mine');
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(latch.router.view).toBe('Networks');
    expect(latch.toasts.visible.map((toast) => toast.message)).toEqual(['Action not allowed']);
  });

  it('stopping the watch cancels a message not shown yet', () => {
    const clock = new ManualClock();
    const auth = new MemoryWalletConnector({ id: 'latch-embedded', name: 'Email', type: 'AUTH' });
    const shown: string[] = [];
    const stop = watchEmbeddedApprovals({
      connectors: new MemoryConnectorDiscovery([auth]),
      modal: { isOpen: true, open: async () => {}, close: () => ok('closed' as const) },
      router: { view: 'Account', push: () => {}, goBack: () => true },
      toasts: {
        show: ({ message }) => {
          shown.push(message);
          return 'toast';
        },
      },
      scheduler: clock,
      logger: new MemoryLogger(),
    });
    auth.emit('rpcNotAllowed', 'eth_mine');
    stop();
    clock.advance(NOT_ALLOWED_MESSAGE_DELAY_MS);
    expect(shown).toEqual([]);
    expect(auth.listenerCount()).toBe(0);
  });
});
