import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from './isPairingExpired.js';
import { validatePairing } from './validatePairing.js';

const time = () => fc.integer({ min: 0, max: 2 ** 45 });

describe('isPairingExpired', () => {
  it('is expired exactly when under 10 s are left', () => {
    fc.assert(
      fc.property(time(), fc.integer({ min: -600_000, max: 600_000 }), (now, left) => {
        expect(isPairingExpired(now + left, now)).toBe(left < PAIRING_EXPIRY_MARGIN_MS);
      }),
    );
  });

  it('is expired when the expiry is missing or not a number', () => {
    fc.assert(
      fc.property(time(), (now) => {
        expect(isPairingExpired(undefined, now)).toBe(true);
        expect(isPairingExpired(Number.NaN, now)).toBe(true);
      }),
    );
  });

  it('pins the margin and its boundary', () => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(isPairingExpired(20_000, 10_000)).toBe(false);
    expect(isPairingExpired(19_999, 10_000)).toBe(true);
  });
});

describe('validatePairing', () => {
  it('agrees with isPairingExpired for any pairing with a uri', () => {
    fc.assert(
      fc.property(
        time(),
        fc.option(fc.integer({ min: -600_000, max: 600_000 }), { nil: undefined }),
        (now, left) => {
          const expiryMs = left === undefined ? undefined : now + left;
          const result = validatePairing({ uri: 'wc:abc@2', expiryMs }, now);
          expect(result.isErr()).toBe(isPairingExpired(expiryMs, now));
          if (result.isOk()) expect(result.value).toEqual({ uri: 'wc:abc@2', expiryMs, remainingMs: left });
          else expect(result.error.message).toBe('The pairing has expired');
        },
      ),
    );
  });

  it('rejects a missing pairing or uri', () => {
    expect(validatePairing(undefined, 0)._unsafeUnwrapErr().code).toBe('PAIRING_EXPIRED');
    expect(validatePairing({ expiryMs: 60_000 }, 0)._unsafeUnwrapErr().code).toBe('PAIRING_EXPIRED');
    expect(validatePairing({ uri: '', expiryMs: 60_000 }, 0).isErr()).toBe(true);
    expect(validatePairing({ uri: 'wc:x', expiryMs: 60_000 }, 0).isOk()).toBe(true);
  });
});
