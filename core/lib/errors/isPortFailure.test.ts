import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortFailure } from './isPortFailure.js';

describe('isPortFailure', () => {
  it('recognises the four port failure kinds and nothing else', () => {
    for (const kind of ['HttpFailure', 'NetworkFailure', 'ProviderRpcFailure', 'UnsupportedFailure']) {
      expect(isPortFailure({ kind })).toBe(true);
    }
    expect(isPortFailure({ kind: 'Other' })).toBe(false);
    expect(isPortFailure(new Error('x'))).toBe(false);
    fc.assert(
      fc.property(
        fc.anything(),
        (value) =>
          isPortFailure(value) ===
          (typeof value === 'object' &&
            value !== null &&
            'kind' in value &&
            ['HttpFailure', 'NetworkFailure', 'ProviderRpcFailure', 'UnsupportedFailure'].includes(
              String((value as { kind: unknown }).kind),
            ) &&
            typeof (value as { kind: unknown }).kind === 'string'),
      ),
    );
  });
});
