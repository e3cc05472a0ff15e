import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRegistrationMessage } from './buildRegistrationMessage.js';

describe('buildRegistrationMessage (SPEC §7: name, attributes, timestamp in seconds)', () => {
  it('is the JSON of name, attributes and the time in whole seconds, in that order', () => {
    expect(buildRegistrationMessage({ name: 'alice.latch.id', now: 1_767_225_600_999 })).toBe(
      '{"name":"alice.latch.id","attributes":{},"timestamp":1767225600}',
    );
    expect(buildRegistrationMessage({ name: 'bob.latch.id', now: 2_000, attributes: { bio: 'hi' } })).toBe(
      '{"name":"bob.latch.id","attributes":{"bio":"hi"},"timestamp":2}',
    );
  });

  it('round-trips any name and time', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4_102_444_800_000 }), (name, now) => {
        const parsed: unknown = JSON.parse(buildRegistrationMessage({ name, now }));
        expect(parsed).toEqual({ name, attributes: {}, timestamp: Math.floor(now / 1000) });
        expect(Object.keys(parsed as object)).toEqual(['name', 'attributes', 'timestamp']);
      }),
    );
  });
});
