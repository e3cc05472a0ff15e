import { describe, expect, it } from 'vitest';
import { MemoryLogger, MemoryStorage, memoryNetwork } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { loadActiveNetwork } from './loadActiveNetwork.js';
import { saveActiveNetwork } from './saveActiveNetwork.js';

const MAINNET = memoryNetwork('eip155', '1');
const POLYGON = memoryNetwork('eip155', '137');
const SOLANA = memoryNetwork('solana');

const setup = (initial: Record<string, string> = {}) => {
  const storage = new MemoryStorage(initial);
  const logger = new MemoryLogger();
  return { storage, logger, safe: new SafeStorage(storage, logger) };
};

describe('saveActiveNetwork / loadActiveNetwork', () => {
  it('stores the namespace and network id, and loads them back while configured', async () => {
    const { storage, safe } = setup();
    await saveActiveNetwork(safe, POLYGON);
    expect(storage.data.get('@latch/account.activeNamespace')).toBe('{"v":1,"d":"eip155"}');
    expect(storage.data.get('@latch/account.activeNetworkId')).toBe('{"v":1,"d":"eip155:137"}');
    expect(await loadActiveNetwork(safe, [MAINNET, POLYGON])).toBe(POLYGON);
    expect(await loadActiveNetwork(safe, [SOLANA, MAINNET])).toBe(MAINNET);
    expect(await loadActiveNetwork(safe, [SOLANA])).toBeUndefined();
  });

  it('reads nothing from empty, corrupt or failing storage', async () => {
    expect(await loadActiveNetwork(setup().safe, [MAINNET])).toBeUndefined();
    const corrupt = setup({ '@latch/account.activeNetworkId': '{"v":1,"d":"eip155:01"}' });
    expect(await loadActiveNetwork(corrupt.safe, [MAINNET])).toBeUndefined();
    const failing = setup();
    failing.storage.failReads = true;
    expect(await loadActiveNetwork(failing.safe, [MAINNET])).toBeUndefined();
    expect(failing.logger.entries.map((entry) => entry.message)).toContain('storage read failed');
  });

  it('a failing write is logged, never thrown', async () => {
    const { storage, safe, logger } = setup();
    storage.failWrites = true;
    await saveActiveNetwork(safe, SOLANA);
    expect(logger.entries.filter((entry) => entry.message === 'storage write failed')).toHaveLength(2);
  });
});
