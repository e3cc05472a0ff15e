import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPairingExpired } from '../../../core/validation/index.js';
import { needsNewPairing, type PairingFacts, pairingDisplay } from './pairingDisplay.js';

const NOW = Date.UTC(2026, 0, 1);
const facts = (overrides: Partial<PairingFacts> = {}): PairingFacts => ({
  wcUri: 'wc:abc@2',
  wcPairingExpiry: NOW + 240_000,
  wcError: false,
  buffering: false,
  pendingConnects: 1,
  ...overrides,
});

const factsArb: fc.Arbitrary<PairingFacts> = fc.record({
  wcUri: fc.option(fc.constant('wc:abc@2'), { nil: undefined }),
  wcPairingExpiry: fc.option(fc.integer({ min: NOW - 60_000, max: NOW + 300_000 }), { nil: undefined }),
  wcError: fc.boolean(),
  buffering: fc.boolean(),
  pendingConnects: fc.nat({ max: 3 }),
});

describe('pairingDisplay', () => {
  it('shows the code while more than 10 s are left, then says it expired', () => {
    expect(pairingDisplay(facts(), NOW)).toBe('ready');
    expect(pairingDisplay(facts({ wcPairingExpiry: NOW + 10_000 }), NOW)).toBe('ready');
    expect(pairingDisplay(facts({ wcPairingExpiry: NOW + 9_999 }), NOW)).toBe('expired');
    expect(pairingDisplay(facts({ wcPairingExpiry: undefined }), NOW)).toBe('expired');
    expect(pairingDisplay(facts({ wcUri: undefined }), NOW)).toBe('loading');
    expect(pairingDisplay(facts({ wcError: true }), NOW)).toBe('error');
  });

  it('property: the code shows exactly when there is a uri, no error and the pairing is not expired', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: NOW - 1000, max: NOW + 400_000 }), (input, now) => {
        const ready =
          !input.wcError && input.wcUri !== undefined && !isPairingExpired(input.wcPairingExpiry, now);
        expect(pairingDisplay(input, now) === 'ready').toBe(ready);
      }),
    );
  });
});

describe('needsNewPairing', () => {
  it('reuses a live pairing or one on its way; asks again otherwise', () => {
    expect(needsNewPairing(facts(), NOW)).toBe(false);
    expect(needsNewPairing(facts({ wcUri: undefined, buffering: true }), NOW)).toBe(false);
    expect(needsNewPairing(facts({ pendingConnects: 0 }), NOW)).toBe(true);
    expect(needsNewPairing(facts({ wcPairingExpiry: NOW }), NOW)).toBe(true);
    expect(needsNewPairing(facts({ wcError: true }), NOW)).toBe(true);
    expect(needsNewPairing(facts({ wcUri: undefined, pendingConnects: 0 }), NOW)).toBe(true);
  });

  it('property: never asks while buffering; never reuses a code that is not shown as ready', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: NOW - 1000, max: NOW + 400_000 }), (input, now) => {
        const again = needsNewPairing(input, now);
        if (input.buffering) expect(again).toBe(false);
        else if (pairingDisplay(input, now) !== 'ready' || input.pendingConnects === 0)
          expect(again).toBe(true);
      }),
    );
  });
});
