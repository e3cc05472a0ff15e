import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js';
import { cooldownRemaining } from './cooldownRemaining.js';

const NOW = 1_767_225_600_000;
const COOLDOWN = EMAIL_LOGIN_COOLDOWN_MS;

describe('cooldownRemaining', () => {
  it('is the cooldown minus the time elapsed since a past trigger, never below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * COOLDOWN }), (elapsed) => {
        expect(cooldownRemaining(NOW - elapsed, NOW, COOLDOWN)).toBe(Math.max(0, COOLDOWN - elapsed));
      }),
    );
  });

  it('always lies in [0, cooldown], whatever was stored', () => {
    const last = fc.oneof(fc.double(), fc.integer({ min: NOW - 2 * COOLDOWN, max: NOW + 2 * COOLDOWN }));
    fc.assert(
      fc.property(fc.option(last, { nil: undefined }), (stored) => {
        const remaining = cooldownRemaining(stored, NOW, COOLDOWN);
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(COOLDOWN);
      }),
    );
  });

  it('never grows as time passes once the clock is within one cooldown of the stored time', () => {
    const last = fc.integer({ min: NOW - 2 * COOLDOWN, max: NOW + COOLDOWN });
    fc.assert(
      fc.property(last, fc.nat(3 * COOLDOWN), (stored, later) => {
        const remaining = cooldownRemaining(stored, NOW, COOLDOWN);
        expect(cooldownRemaining(stored, NOW + later, COOLDOWN)).toBeLessThanOrEqual(remaining);
      }),
    );
  });

  it('lets any stored time block only within one cooldown either side of it (two cooldowns in all)', () => {
    const stored = fc.oneof(fc.double(), fc.integer({ min: NOW - 3 * COOLDOWN, max: NOW + 3 * COOLDOWN }));
    fc.assert(
      fc.property(stored, fc.integer({ min: NOW - 4 * COOLDOWN, max: NOW + 4 * COOLDOWN }), (last, now) => {
        if (cooldownRemaining(last, now, COOLDOWN) > 0) {
          expect(now).toBeGreaterThanOrEqual(last - COOLDOWN);
          expect(now).toBeLessThan(last + COOLDOWN);
        }
      }),
    );
  });

  it('counts a time up to one cooldown ahead (clock skew) as now, and ignores corrupt ones', () => {
    expect(cooldownRemaining(NOW + 1, NOW, COOLDOWN)).toBe(COOLDOWN);
    expect(cooldownRemaining(NOW + COOLDOWN, NOW, COOLDOWN)).toBe(COOLDOWN);
    expect(cooldownRemaining(NOW + COOLDOWN + 1, NOW, COOLDOWN)).toBe(0);
    expect(cooldownRemaining(Number.NaN, NOW, COOLDOWN)).toBe(0);
    expect(cooldownRemaining(Number.POSITIVE_INFINITY, NOW, COOLDOWN)).toBe(0);
    expect(cooldownRemaining(undefined, NOW, COOLDOWN)).toBe(0);
  });
});
