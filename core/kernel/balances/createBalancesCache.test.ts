import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { BALANCES_CACHE_NAME } from './constants.js';
import { createBalancesCache } from './createBalancesCache.js';

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
};
const KEY = `@latch/${BALANCES_CACHE_NAME}`;

const stored = (data: unknown) => JSON.stringify({ v: 1, d: data });

describe('createBalancesCache', () => {
  it('restores fresh stored lists, validating every entry again', async () => {
    const clock = new ManualClock(100_000);
    const storage = new MemoryStorage();
    const entries = {
      good: {
        value: [ETH, { ...ETH, price: 'free' }, { ...ETH, chainId: 'nope' }, 'junk'],
        storedAt: 99_000,
      },
      notAList: { value: { ETH }, storedAt: 99_000 },
      stale: { value: [ETH], storedAt: 100_000 - 30_000 },
    };
    await storage.setItem(KEY, stored(entries));
    const { cache, hydrate } = createBalancesCache(clock, new SafeStorage(storage, new MemoryLogger()));
    await hydrate();
    expect(cache.peek('good')).toEqual([ETH]);
    expect(cache.peek('notAList')).toBeUndefined();
    expect(cache.peek('stale')).toBeUndefined();
  });

  it('writes lists as they change until stopped', async () => {
    const clock = new ManualClock(0);
    const storage = new MemoryStorage();
    const { cache, autoPersist } = createBalancesCache(clock, new SafeStorage(storage, new MemoryLogger()));
    const stop = autoPersist();
    cache.set('eip155:1|0xabc', [ETH]);
    await Promise.resolve();
    await Promise.resolve();
    expect(JSON.parse((await storage.getItem(KEY)) ?? '{}').d['eip155:1|0xabc'].value).toEqual([ETH]);
    stop();
    cache.set('eip155:1|0xdef', [ETH]);
    await Promise.resolve();
    expect(JSON.parse((await storage.getItem(KEY)) ?? '{}').d['eip155:1|0xdef']).toBeUndefined();
  });
});
