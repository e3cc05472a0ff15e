import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { createLatchCore } from '../latch/index.js';

const setup = () => {
  const harness = latchHarness({ network: DEVNET });
  const auth = new MemoryWalletConnector({ id: 'latch-embedded', name: 'Email', type: 'AUTH' });
  const latch = createLatchCore(
    { ...harness.ports, connectors: new MemoryConnectorDiscovery([harness.wallet, auth]) },
    { projectId: 'p', networks: [DEVNET] },
  )._unsafeUnwrap();
  return { latch, auth };
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
});
