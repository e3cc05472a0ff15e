import { describe, expect, it } from 'vitest';
import type { NameSuggestion } from '../../../ports/index.js';
import { MemoryDataService } from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { fetchNameSuggestions } from './fetchNameSuggestions.js';

const answering = (suggestions: unknown) => ({
  getSuggestions: async () => ({ suggestions: suggestions as readonly NameSuggestion[] }),
});

describe('fetchNameSuggestions', () => {
  it('asks for the lower-case label in the zone and shows full names of the zone', async () => {
    const data = new MemoryDataService().seedSuggestions('alice', [
      { name: 'alice.latch.id', registered: true },
      { name: 'alice1', registered: false },
    ]);
    const result = await fetchNameSuggestions({ names: data.names, label: 'Alice', zone: 'latch.id' });
    expect(result._unsafeUnwrap()).toEqual([
      { name: 'alice.latch.id', label: 'alice', registered: true },
      { name: 'alice1.latch.id', label: 'alice1', registered: false },
    ]);
    expect(data.callsOf('names.getSuggestions')).toEqual([{ name: 'alice', zone: 'latch.id' }]);
  });

  it('drops malformed entries and duplicates', async () => {
    const result = await fetchNameSuggestions({
      names: answering([
        { name: 'bob1.latch.id', registered: false },
        { name: 'BOB1', registered: false },
        { name: '' },
        { registered: true },
        null,
        { name: 'bob2.latch.id', registered: 'yes' },
      ]),
      label: 'bob1',
      zone: 'latch.id',
    });
    expect(result._unsafeUnwrap()).toEqual([
      { name: 'bob1.latch.id', label: 'bob1', registered: false },
      { name: 'bob2.latch.id', label: 'bob2', registered: false },
    ]);
  });

  it('reads a missing list as no suggestions', async () => {
    const result = await fetchNameSuggestions({ names: answering(undefined), label: 'carol', zone: 'z.id' });
    expect(result._unsafeUnwrap()).toEqual([]);
  });

  it("fails with the server's reason (CONTRACTS §1 reasons[0].description), else the HTTP status", async () => {
    const data = new MemoryDataService();
    data.fail('names.getSuggestions', httpFailure(400, '/v1/profile/suggestions/x', 'Invalid zone'), 1);
    const described = await fetchNameSuggestions({ names: data.names, label: 'dave', zone: 'latch.id' });
    expect(described._unsafeUnwrapErr()).toMatchObject({
      code: 'DATA_SERVICE_ERROR',
      message: 'Invalid zone',
    });
    data.fail('names.getSuggestions', httpFailure(503), 1);
    const bare = await fetchNameSuggestions({ names: data.names, label: 'dave', zone: 'latch.id' });
    expect(bare._unsafeUnwrapErr()).toMatchObject({
      code: 'RPC_HTTP_ERROR',
      message: 'HTTP request failed. Status: 503',
    });
  });

  it('turns a throwing adapter into an error, never a throw', async () => {
    const names = {
      getSuggestions: () => {
        throw new Error('boom');
      },
    };
    const result = await fetchNameSuggestions({ names, label: 'erin', zone: 'latch.id' });
    expect(result._unsafeUnwrapErr().code).toBe('INTERNAL_SDK_ERROR');
  });
});
