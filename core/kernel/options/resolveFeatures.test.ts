import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURES,
  FEATURE_FLAGS,
  type Features,
  type FeaturesInput,
  SOCIAL_PROVIDERS,
} from './modalOptions.js';
import { resolveFeatures } from './resolveFeatures.js';

const partialFeatures = () =>
  fc.record(
    {
      ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, fc.boolean()])),
      socials: fc.shuffledSubarray([...SOCIAL_PROVIDERS]),
    },
    { requiredKeys: [] },
  );

describe('resolveFeatures', () => {
  it('pins the SPEC §1 defaults', () => {
    expect(resolveFeatures(undefined)._unsafeUnwrap()).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    });
    expect(resolveFeatures({})._unsafeUnwrap()).toEqual(DEFAULT_FEATURES);
  });

  it('keeps every given feature and defaults the rest', () => {
    fc.assert(
      fc.property(partialFeatures(), (given) => {
        const resolved: Features = resolveFeatures(given)._unsafeUnwrap();
        expect(resolved).toEqual({ ...DEFAULT_FEATURES, ...given });
      }),
    );
  });

  it('treats undefined values as absent', () => {
    expect(resolveFeatures({ swaps: undefined, socials: undefined })._unsafeUnwrap()).toEqual(
      DEFAULT_FEATURES,
    );
  });

  it('rejects unknown keys, non-boolean flags and bad social lists, naming the field', () => {
    const field = (features: unknown) =>
      resolveFeatures(features as FeaturesInput)._unsafeUnwrapErr().params.field;
    expect(field({ swap: true })).toBe('features.swap');
    expect(field({ swaps: 'yes' })).toBe('features.swaps');
    expect(field({ socials: 'google' })).toBe('features.socials');
    expect(field({ socials: ['google', 'myspace'] })).toBe('features.socials[1]');
    expect(field({ socials: ['x', 'x'] })).toBe('features.socials[1]');
    expect(field(null)).toBe('features');
    expect(field([])).toBe('features');
  });
});
