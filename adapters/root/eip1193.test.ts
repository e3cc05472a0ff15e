import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, MemoryWalletConnector } from '../../testkits/index.js';
import { latchDevnet } from './networks.js';

/** Counts the evaluations of the provider's module: a non-wagmi host's Latch must never evaluate it. */
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/kernel/eip1193Provider/createEip1193Provider.js', async (importOriginal) => {
  loaded.count++;
  return importOriginal();
});

describe('latch/eip1193', () => {
  it('is not part of `latch`: building and using a Latch loads none of it; the subpath does', async () => {
    const { createLatch, latchDisposed } = await import('./index.js');
    const wallet = new MemoryWalletConnector({ id: 'io.metamask' }, { caipNetworkId: 'eip155:31337' });
    const latch = createLatch({
      projectId: 'p',
      networks: [latchDevnet()],
      storage: new MemoryStorage(),
      logLevel: 'silent',
      connectors: [wallet],
    })._unsafeUnwrap();
    await latch.start();
    await latch.modal.open();
    expect((await latch.connection.connect('io.metamask', { network: latchDevnet() })).isOk()).toBe(true);
    expect(loaded.count).toBe(0);

    const { latchEip1193Provider } = await import('./eip1193.js');
    const provider = latchEip1193Provider(latch);
    expect(loaded.count).toBe(1);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(wallet.accounts);
    provider.dispose();
    latch.dispose();
    await latchDisposed(latch);
  });
});
