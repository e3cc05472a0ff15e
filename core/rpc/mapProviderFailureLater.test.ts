import { describe, expect, it } from 'vitest';
import { mapProviderFailure } from './mapProviderFailure.js';
import {
  fromProviderPromise,
  loadProviderFailureMapping,
  mapProviderFailureLater,
} from './mapProviderFailureLater.js';

const REJECTED = { code: 4001, message: 'User rejected the request.' };

describe('mapProviderFailureLater', () => {
  it('maps as mapProviderFailure: once fetched, at once', async () => {
    expect(await loadProviderFailureMapping()).toBe(mapProviderFailure);
    const mapped = mapProviderFailureLater(REJECTED);
    expect(mapped).not.toBeInstanceOf(Promise);
    expect(mapped).toEqual(mapProviderFailure(REJECTED));
  });

  it('fromProviderPromise: the value, or the failure mapped', async () => {
    expect((await fromProviderPromise(Promise.resolve(7)))._unsafeUnwrap()).toBe(7);
    const error = (await fromProviderPromise(Promise.reject(REJECTED)))._unsafeUnwrapErr();
    expect(error.code).toBe('USER_REJECTED');
    expect(error).toEqual(mapProviderFailure(REJECTED));
  });
});
