import { describe, expect, it } from 'vitest';
import type { NameRecord, NameSuggestion, NamesApi } from '../../../ports/index.js';
import {
  flushMicrotasks,
  ManualClock,
  MemoryDataService,
  MemoryWalletConnector,
  memoryNetwork,
} from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { NameRegistrationStore } from './NameRegistrationStore.js';
import type { NameSignerSource } from './types.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const NETWORK = { ...memoryNetwork('eip155', '1'), id: 1 };

const setup = (source: Partial<NameSignerSource> = {}) => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  const data = new MemoryDataService({ clock });
  const wallet = new MemoryWalletConnector({ id: 'wallet' }, { accounts: [ADDRESS] });
  const refreshed: string[] = [];
  const store = new NameRegistrationStore({
    names: data.names,
    clock,
    scheduler: clock,
    account: () => ({ session: wallet.session(NETWORK), address: ADDRESS, network: NETWORK, ...source }),
    refreshIdentity: async () => {
      refreshed.push(store.registration.status);
    },
  });
  return { clock, data, store, refreshed };
};

const suggestion = (name: string, registered = false): NameSuggestion => ({ name, registered });

describe('NameRegistrationStore: suggestions', () => {
  it('asks once typing has paused for 500 ms, through the scheduler', async () => {
    const { clock, data, store } = setup();
    data.seedSuggestions('alice', [suggestion('alice.latch.id', true), suggestion('alice1.latch.id')]);
    store.setQuery('ali');
    store.setQuery('alic');
    store.setQuery('alice');
    expect(store.suggestions).toEqual({ status: 'loading', query: 'alice' });
    await clock.advanceAsync(499);
    expect(data.callsOf('names.getSuggestions')).toEqual([]);
    await clock.advanceAsync(1);
    expect(data.callsOf('names.getSuggestions')).toEqual([{ name: 'alice', zone: 'latch.id' }]);
    expect(store.suggestions).toEqual({
      status: 'ready',
      query: 'alice',
      suggestions: [
        { name: 'alice.latch.id', label: 'alice', registered: true },
        { name: 'alice1.latch.id', label: 'alice1', registered: false },
      ],
    });
    expect(store.exactMatch).toEqual({ name: 'alice.latch.id', label: 'alice', registered: true });
    expect(store.canSubmit).toBe(false);
  });

  it('leaving the view aborts a lookup in flight; the same query asks again', async () => {
    const { clock, data, store } = setup();
    const release = data.hold('names.getSuggestions');
    store.setQuery('alice');
    await clock.advanceAsync(500);
    store.leave();
    release();
    await flushMicrotasks();
    expect(data.aborted).toEqual(['names.getSuggestions']);
    expect([store.query, store.suggestions]).toEqual(['alice', { status: 'idle' }]);
    store.setQuery('alice');
    await clock.advanceAsync(500);
    expect(data.callsOf('names.getSuggestions')).toHaveLength(2);
    expect(store.suggestions.status).toBe('ready');
  });

  it('does not look up an invalid or empty label, and clears the suggestions', async () => {
    const { clock, data, store } = setup();
    store.setQuery('bob!');
    expect(store.validation?.message).toBe(
      'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
    );
    expect(store.suggestions).toEqual({ status: 'idle' });
    store.setQuery('');
    expect(store.validation).toBeUndefined();
    expect(store.canSubmit).toBe(false);
    await clock.advanceAsync(1000);
    expect(data.callsOf('names.getSuggestions')).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('drops an answer for an older query', async () => {
    const clock = new ManualClock();
    const answers: ((value: { suggestions: readonly NameSuggestion[] }) => void)[] = [];
    const names: Pick<NamesApi, 'getSuggestions' | 'registerName'> = {
      getSuggestions: () => new Promise((resolve) => answers.push(resolve)),
      registerName: () => Promise.reject(new Error('unused')),
    };
    const slow = new NameRegistrationStore({
      names,
      clock,
      scheduler: clock,
      account: () => ({ session: undefined, address: undefined, network: NETWORK }),
      refreshIdentity: async () => undefined,
    });
    slow.setQuery('carol');
    await clock.advanceAsync(500);
    slow.setQuery('carol2');
    await clock.advanceAsync(500);
    answers[1]?.({ suggestions: [suggestion('carol2.latch.id')] });
    await flushMicrotasks();
    answers[0]?.({ suggestions: [suggestion('carol.latch.id')] });
    await flushMicrotasks();
    expect(slow.suggestions).toMatchObject({
      status: 'ready',
      query: 'carol2',
      suggestions: [{ name: 'carol2.latch.id' }],
    });
  });

  it("keeps a failed lookup's reason, and retries when the same label is set again", async () => {
    const { clock, data, store } = setup();
    data.fail('names.getSuggestions', httpFailure(500, '/v1/profile/suggestions/dave', 'Zone unknown'), 1);
    store.setQuery('dave');
    await clock.advanceAsync(500);
    expect(store.suggestions).toMatchObject({
      status: 'failed',
      query: 'dave',
      error: { message: 'Zone unknown' },
    });
    expect(store.canSubmit).toBe(true);
    store.setQuery('dave');
    await clock.advanceAsync(500);
    expect(store.suggestions).toMatchObject({ status: 'ready', query: 'dave' });
    expect(data.callsOf('names.getSuggestions')).toHaveLength(2);
  });

  it('dispose and reset stop a pending lookup', async () => {
    const { clock, data, store } = setup();
    store.setQuery('erin');
    store.dispose();
    await clock.advanceAsync(1000);
    store.setQuery('frank');
    store.reset();
    await clock.advanceAsync(1000);
    expect(data.callsOf('names.getSuggestions')).toEqual([]);
    expect(store.query).toBe('');
    expect(store.suggestions).toEqual({ status: 'idle' });
  });
});

describe('NameRegistrationStore: registration (SPEC §4)', () => {
  it('reports signing, registering, then registered after refreshing the identity', async () => {
    const { data, store, refreshed } = setup();
    const seen: string[] = [];
    const releaseRegister = data.hold('names.registerName');
    store.setQuery('Grace');
    const pending = store.register();
    seen.push(store.registration.status);
    expect(store.busy).toBe(true);
    expect(store.canSubmit).toBe(false);
    await flushMicrotasks();
    seen.push(store.registration.status);
    releaseRegister();
    const record = (await pending)._unsafeUnwrap();
    seen.push(store.registration.status);
    expect(seen).toEqual(['signing', 'registering', 'registered']);
    expect(refreshed).toEqual(['registering']);
    expect(record.name).toBe('grace.latch.id');
    expect(store.registration).toEqual({ status: 'registered', name: 'grace.latch.id', record });
    expect(store.busy).toBe(false);
  });

  it('joins a registration already under way', async () => {
    const { data, store } = setup();
    const first = store.register('heidi');
    const second = store.register('other');
    expect(second).toBe(first);
    await first;
    expect(data.callsOf('names.registerName')).toHaveLength(1);
  });

  it('keeps the reason of a failure until the label changes', async () => {
    const { data, store, refreshed } = setup();
    data.fail('names.registerName', httpFailure(409, '/v1/profile/account', 'Name already registered'));
    store.setQuery('ivan');
    const error = (await store.register())._unsafeUnwrapErr();
    expect(error.message).toBe('Name already registered');
    expect(store.registration).toEqual({ status: 'failed', name: 'ivan.latch.id', error });
    expect(refreshed).toEqual([]);
    store.setQuery('ivan');
    expect(store.registration.status).toBe('failed');
    store.setQuery('ivan2');
    expect(store.registration).toEqual({ status: 'idle' });
  });

  it('fails without a wallet and without asking anyone', async () => {
    const { data, store } = setup({ session: undefined });
    const error = (await store.register('judy'))._unsafeUnwrapErr();
    expect(error.message).toBe('Address or auth connector not found');
    expect(store.registration).toMatchObject({ status: 'failed', name: 'judy.latch.id' });
    expect(data.calls).toEqual([]);
  });

  it('counts a registration as done even when the identity refresh throws', async () => {
    const clock = new ManualClock();
    const data = new MemoryDataService({ clock });
    const wallet = new MemoryWalletConnector({ id: 'wallet' }, { accounts: [ADDRESS] });
    const store = new NameRegistrationStore(
      {
        names: data.names,
        clock,
        scheduler: clock,
        account: () => ({ session: wallet.session(NETWORK), address: ADDRESS, network: NETWORK }),
        refreshIdentity: () => Promise.reject(new Error('identity down')),
      },
      { zone: 'names.test' },
    );
    const record: NameRecord = (await store.register('kate'))._unsafeUnwrap();
    expect(record.name).toBe('kate.names.test');
    expect(store.registration.status).toBe('registered');
  });
});
