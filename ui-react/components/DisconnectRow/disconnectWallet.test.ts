import { afterEach, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { createFixture, ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { disconnectWallet } from './disconnectWallet.js';

let fixture: Fixture | undefined;
afterEach(() => {
  fixture?.dispose();
  fixture = undefined;
});
const setup = async (behaviour: 'approve' | 'reject') => {
  const current = createFixture();
  fixture = current;
  const metamask = current.discovery.list().find((item) => item.info.id === 'io.metamask');
  if (!(metamask instanceof MemoryWalletConnector)) throw new Error('no metamask');
  metamask.disconnectBehaviour = behaviour;
  await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
  await current.latch.modal.open();
  expect(current.latch.router.view).toBe('Account');
  return current;
};

describe('disconnectWallet', () => {
  it('disconnects, reports DISCONNECT_SUCCESS and closes the modal', async () => {
    const current = await setup('approve');
    const result = await disconnectWallet(current.latch);
    expect(result._unsafeUnwrap()).toEqual(['eip155']);
    expect(current.latch.modal.isOpen).toBe(false);
    await flushMicrotasks();
    expect(current.analytics.envelopes.slice(-2).map((envelope) => envelope.props.event)).toEqual([
      'DISCONNECT_SUCCESS',
      'MODAL_CLOSE',
    ]);
  });

  it("a refusal reports DISCONNECT_ERROR, toasts 'Failed to disconnect' and shows Connect", async () => {
    const current = await setup('reject');
    const result = await disconnectWallet(current.latch);
    expect(result._unsafeUnwrapErr().message).toBe('Failed to disconnect');
    expect(current.latch.toasts.visible.map((toast) => toast.message)).toEqual(['Failed to disconnect']);
    expect(current.latch.router.view).toBe('Connect');
    expect(current.latch.modal.isOpen).toBe(true);
    await flushMicrotasks();
    expect(current.analytics.envelopes.at(-1)?.props.event).toBe('DISCONNECT_ERROR');
  });
});
