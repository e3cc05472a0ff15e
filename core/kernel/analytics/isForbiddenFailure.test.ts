import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../testkits/RecordingAnalyticsSink.js';
import { isForbiddenFailure } from './isForbiddenFailure.js';

describe('isForbiddenFailure', () => {
  it('recognises an HttpFailure with status 403 only', () => {
    expect(isForbiddenFailure(httpFailure(403))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        fc.pre(status !== 403);
        expect(isForbiddenFailure(httpFailure(status))).toBe(false);
      }),
    );
  });

  it('rejects look-alikes and anything else', () => {
    expect(isForbiddenFailure({ status: 403 })).toBe(false);
    expect(isForbiddenFailure({ kind: 'NetworkFailure', status: 403 })).toBe(false);
    expect(isForbiddenFailure(Object.assign(new Error('forbidden'), { status: 403 }))).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isForbiddenFailure(value)).toBe(false);
      }),
    );
  });
});
