import { describe, expect, it } from 'vitest';
import { A1, SEPOLIA, setup } from '../../../testkits/accountHarness.js';

describe('AccountStore.refreshIdentity (after a name registration)', () => {
  it('looks the identity up again past its 5-minute cache', async () => {
    const { store, connect, data } = setup();
    await connect('io.metamask');
    expect(store.identity).toEqual({ name: null, avatar: null });
    data.seedIdentity(A1, { name: 'alice.latch.id', avatar: null });
    const refreshed = await store.refreshIdentity();
    expect(refreshed._unsafeUnwrap()).toEqual({ name: 'alice.latch.id', avatar: null });
    expect(store.profileName).toBe('alice.latch.id');
    expect(data.callsOf('identity.getIdentity')).toHaveLength(2);
  });

  it('asks nothing where identities are not shown (testnets) or without an account', async () => {
    const idle = setup();
    expect((await idle.store.refreshIdentity())._unsafeUnwrap()).toBeUndefined();
    const { store, connect, data } = setup();
    await connect('io.metamask');
    await store.switchNetwork(SEPOLIA);
    const calls = data.callsOf('identity.getIdentity').length;
    expect((await store.refreshIdentity())._unsafeUnwrap()).toBeUndefined();
    expect(data.callsOf('identity.getIdentity')).toHaveLength(calls);
  });
});
