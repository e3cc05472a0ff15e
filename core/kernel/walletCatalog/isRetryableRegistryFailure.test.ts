import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { isRetryableRegistryFailure } from './isRetryableRegistryFailure.js';

describe('isRetryableRegistryFailure', () => {
  it('retries no response, timeouts, rate limiting and server errors', () => {
    expect(isRetryableRegistryFailure({ kind: 'NetworkFailure', url: 'u', message: 'm' })).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(isRetryableRegistryFailure(httpFailure(status))).toBe(true);
  });

  it('gives up on client errors, other port failures and anything unknown', () => {
    for (const status of [400, 401, 403, 404])
      expect(isRetryableRegistryFailure(httpFailure(status))).toBe(false);
    expect(isRetryableRegistryFailure({ kind: 'UnsupportedFailure', capability: 'x' })).toBe(false);
    expect(isRetryableRegistryFailure(new Error('x'))).toBe(false);
    expect(isRetryableRegistryFailure(undefined)).toBe(false);
  });
});
