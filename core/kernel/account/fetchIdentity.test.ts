import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryDataService, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { IDENTITY_TTL_MS } from '../../lib/cache/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createAccountCaches } from './createAccountCaches.js';
import { fetchIdentity } from './fetchIdentity.js';

const ADDRESS = '0x00000000000000000000000000000000000000Aa';

const setup = () => {
  const clock = new ManualClock(0);
  const data = new MemoryDataService({ clock });
  const { identity: cache } = createAccountCaches(
    clock,
    new SafeStorage(new MemoryStorage(), new MemoryLogger()),
  );
  const fetch = (address = ADDRESS) =>
    fetchIdentity({ cache, identityApi: data.identity, namesApi: data.names, address });
  return { clock, data, fetch };
};

describe('fetchIdentity', () => {
  it('asks the identity API with the address as sender and keeps name and avatar', async () => {
    const { data, fetch } = setup();
    data.seedIdentity(ADDRESS, { name: 'vitalik.eth', avatar: 'https://img.test/v.png' });
    expect((await fetch())._unsafeUnwrap()).toEqual({
      name: 'vitalik.eth',
      avatar: 'https://img.test/v.png',
    });
    expect(data.callsOf('identity.getIdentity')).toEqual([{ address: ADDRESS, sender: ADDRESS }]);
  });

  it('SPEC §9: reuses an identity for 5 minutes, for any case of the address', async () => {
    expect(IDENTITY_TTL_MS).toBe(300_000);
    const { clock, data, fetch } = setup();
    await fetch();
    clock.advance(IDENTITY_TTL_MS - 1);
    await fetch(ADDRESS.toLowerCase());
    expect(data.callsOf('identity.getIdentity')).toHaveLength(1);
    clock.advance(1);
    await fetch();
    expect(data.callsOf('identity.getIdentity')).toHaveLength(2);
  });

  it('maps a failure of both lookups (the identity one) and does not cache it', async () => {
    const { data, fetch } = setup();
    data.fail('identity.getIdentity', undefined, 1);
    data.fail('names.reverseLookup', undefined, 1);
    const error = (await fetch())._unsafeUnwrapErr();
    expect(error.code).toBe('RPC_HTTP_ERROR');
    expect((await fetch())._unsafeUnwrap()).toEqual({ name: null, avatar: null });
  });

  it('SPEC §4: when the identity lookup fails, the reverse name lookup gives the name (no avatar), cached', async () => {
    const { data, fetch } = setup();
    data.seedName({
      name: 'alice.latch.id',
      registered_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      attributes: null,
      addresses: { '60': { address: ADDRESS, created_at: '2026-01-01T00:00:00.000Z' } },
    });
    data.fail('identity.getIdentity', undefined, 1);
    expect((await fetch())._unsafeUnwrap()).toEqual({ name: 'alice.latch.id', avatar: null });
    expect(data.callsOf('names.reverseLookup')).toEqual([{ address: ADDRESS, sender: ADDRESS }]);
    await fetch();
    expect(data.callsOf('identity.getIdentity')).toHaveLength(1);
  });

  it('asks the name service only when the identity lookup fails', async () => {
    const { data, fetch } = setup();
    await fetch();
    expect(data.callsOf('names.reverseLookup')).toEqual([]);
  });
});
