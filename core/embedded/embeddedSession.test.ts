import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../testkits/latchHarness.js';
import { flushMicrotasks } from '../../testkits/ManualClock.js';
import { MemoryConnectorDiscovery } from '../../testkits/MemoryConnectorDiscovery.js';
import { MemoryEmbeddedWalletFrame } from '../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../testkits/networks.js';
import { isLatchError } from '../errors/index.js';
import { createLatchCore } from '../latch/index.js';
import { EMBEDDED_KEYS } from './index.js';

const EMBEDDED_ACCOUNT = '0x00000000000000000000000000000000000000e1';

const setup = () => {
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
  const connectEmbedded = () =>
    latch.connect.connect({
      id: 'latch-embedded',
      name: 'Email',
      kind: 'injected',
      installed: true,
      connectorId: 'latch-embedded',
      namespace: 'eip155',
    });
  return { latch, frame, connectEmbedded };
};

describe('the embedded wallet and the modal', () => {
  it('closing the modal with no pending transaction rejects the signing requests still waiting (SPEC §4)', async () => {
    const { latch, frame } = setup();
    const signing = frame.request('RPC_REQUEST', { method: 'personal_sign', params: [] }).catch((e) => e);
    await latch.modal.open();
    expect(latch.modal.close().isOk()).toBe(true);
    expect(isLatchError(await signing, 'REQUEST_ABORTED')).toBe(true);
    expect(frame.aborts).toBe(1);
  });

  it('with a transaction pending in the router, closing leaves the signing requests alone', async () => {
    const { latch, frame } = setup();
    void frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] });
    await latch.modal.open();
    latch.router.pushTransaction({});
    expect(latch.modal.close().isOk()).toBe(true);
    expect(frame.aborts).toBe(0);
    expect(frame.pendingSigning).toBe(1);
  });

  it("follows the frame's e-mail while the embedded wallet is connected (UPDATE_EMAIL in the frame)", async () => {
    const { latch, frame, connectEmbedded } = setup();
    frame.emit({ type: 'SESSION_UPDATE', isConnected: true, email: 'early@example.com' });
    expect(latch.embeddedUser.email).toBeUndefined();
    (await connectEmbedded())._unsafeUnwrap();
    await latch.embeddedUser.remember('ada@example.com', DEVNET.caipNetworkId);
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
