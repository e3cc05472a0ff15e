import { observable, runInAction } from 'mobx';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { GetWalletsRequest, WalletListing } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import { RegistryLookups } from './RegistryLookups.js';
import type { WalletRegistryError } from './types.js';

const listing = (id: string) => ({ id, name: id }) as unknown as WalletListing;

const setup = (fails = false) => {
  const asked: GetWalletsRequest[] = [];
  const fetch: RegistryFetcher = (request) => {
    asked.push(request);
    if (fails) return errAsync({ code: 'FETCH_WALLETS_FAILED' } as unknown as WalletRegistryError);
    const data = (request.include ?? []).map(listing);
    return okAsync({ data, count: data.length });
  };
  const wanted = observable.box<readonly string[]>(['a', 'b']);
  const known = new Set<string>();
  const lookups = new RegistryLookups({
    fetch,
    logger: new MemoryLogger(),
    wanted: () => wanted.get(),
    isKnown: (id) => known.has(id),
    onResults: (listings) => {
      for (const found of listings) known.add(found.id);
    },
  });
  return { asked, wanted, known, lookups };
};

describe('RegistryLookups', () => {
  it('looks the wanted ids up once started, then the new ones as they change', async () => {
    const { asked, wanted, known, lookups } = setup();
    expect(asked).toEqual([]);
    lookups.start();
    lookups.start();
    await flushMicrotasks();
    runInAction(() => wanted.set(['a', 'b', 'c']));
    await flushMicrotasks();
    expect(asked.map((request) => request.include)).toEqual([['a', 'b'], ['c']]);
    expect([...known].sort()).toEqual(['a', 'b', 'c']);
    lookups.dispose();
    runInAction(() => wanted.set(['d']));
    expect(asked).toHaveLength(2);
  });

  it('asks a failed id again when the wanted ids change', async () => {
    const { asked, wanted, lookups } = setup(true);
    lookups.start();
    await flushMicrotasks();
    runInAction(() => wanted.set(['a', 'b', 'x']));
    await flushMicrotasks();
    expect(asked.map((request) => request.include)).toEqual([
      ['a', 'b'],
      ['a', 'b', 'x'],
    ]);
  });
});
