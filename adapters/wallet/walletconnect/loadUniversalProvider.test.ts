import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Relay, startRelay } from '../../../services/relay/index.js';
import { MemoryStorage } from '../../../testkits/index.js';
import { createSdkStorage } from './createSdkStorage.js';
import { loadUniversalProvider } from './loadUniversalProvider.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

describe('loadUniversalProvider on a self-hosted relay', () => {
  let relay: Relay;
  let provider: UniversalProviderInstance | undefined;
  const storage = new MemoryStorage();

  beforeAll(async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
    relay = await startRelay({ port: 0 });
  });
  afterAll(async () => {
    await provider?.client.core.relayer.transportClose().catch(() => undefined);
    provider?.client.core.heartbeat.stop();
    await relay?.close();
    vi.unstubAllEnvs();
  });

  it('uses our storage and prefix, and keeps verification and the online check off the network', async () => {
    provider = await loadUniversalProvider({
      relayUrl: relay.url,
      projectId: 'latch-test',
      metadata: { name: 'Latch', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: createSdkStorage(storage, 'loader'),
      storagePrefix: 'loader',
      logLevel: 'silent',
    });
    const { core } = provider.client;
    expect(core.customStoragePrefix).toBe(':loader');
    expect(await core.verify.register({ id: 'x', decryptedId: 'y' })).toBe('');
    await expect(core.verify.resolve({ attestationId: 'x', hash: 'y' })).rejects.toThrow(
      /verification is off/,
    );
    await expect(core.relayer.confirmOnlineStateOrThrow()).resolves.toBeUndefined();
    await provider.client.core.pairing.create();
    expect(relay.connections).toBe(1);
    const keys = [...storage.data.keys()];
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.every((key) => key.startsWith('loader:') || key === 'loader#keys')).toBe(true);
  });
});
