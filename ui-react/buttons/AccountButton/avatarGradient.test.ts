import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarGradient } from './avatarGradient.js';

describe('avatarGradient', () => {
  it('property: the same address (any case) always gets the same gradient', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 42 }), (address) => {
        expect(avatarGradient(address)).toBe(avatarGradient(address.toUpperCase().toLowerCase()));
        expect(avatarGradient(address)).toMatch(/^linear-gradient\(135deg, hsl\(\d+ /);
      }),
    );
    expect(avatarGradient('0xAbC')).toBe(avatarGradient('0xabc'));
  });
});
