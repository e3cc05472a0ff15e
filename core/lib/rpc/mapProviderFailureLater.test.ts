import { describe, expect, it, vi } from 'vitest';
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

  it('fetched by the first failure: a Promise of the same error, then at once', async () => {
    vi.resetModules();
    const later = await import('./mapProviderFailureLater.js');
    const first = later.mapProviderFailureLater(REJECTED);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(mapProviderFailure(REJECTED));
    expect(later.mapProviderFailureLater(REJECTED)).toEqual(mapProviderFailure(REJECTED));
  });

  it('a mapping that cannot be fetched: INTERNAL_SDK_ERROR (no rejection), and the next failure tries again', async () => {
    vi.resetModules();
    vi.doMock('./mapProviderFailure.js', () => {
      throw new Error('chunk unreachable');
    });
    try {
      const later = await import('./mapProviderFailureLater.js');
      expect(await later.mapProviderFailureLater(REJECTED)).toMatchObject({
        code: 'INTERNAL_SDK_ERROR',
        cause: REJECTED,
      });
      vi.doUnmock('./mapProviderFailure.js');
      expect(await later.mapProviderFailureLater(REJECTED)).toEqual(mapProviderFailure(REJECTED));
    } finally {
      vi.doUnmock('./mapProviderFailure.js');
    }
  });
});
