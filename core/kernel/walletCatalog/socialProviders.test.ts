import { describe, expect, it } from 'vitest';
import { offeredSocialProviders, socialRowProviders, splitSocialRow } from './socialProviders.js';

describe('offeredSocialProviders', () => {
  it('keeps the offered, known providers in SPEC §2 order', () => {
    expect(offeredSocialProviders(['discord', 'nope', 'google', 'github', 'x'])).toEqual([
      'google',
      'github',
      'x',
      'discord',
    ]);
  });

  it('applies the Telegram filter of SPEC §5', () => {
    const all = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
    expect(offeredSocialProviders(all, 'ios')).toEqual(['github', 'apple', 'facebook', 'x', 'discord']);
    expect(offeredSocialProviders(all, 'mac')).toEqual(['google', 'github', 'apple', 'facebook', 'discord']);
    expect(offeredSocialProviders(all, 'android')).toEqual(['google', 'github', 'apple', 'discord']);
    expect(offeredSocialProviders(all, 'other')).toEqual(all);
  });

  it("keeps the host's own order and choice (SPEC §1 socials)", () => {
    expect(offeredSocialProviders(['google', 'github', 'x'], undefined, ['x', 'google'])).toEqual([
      'x',
      'google',
    ]);
  });

  it('splits the row into buttons and the "more" list', () => {
    expect(splitSocialRow(['google', 'github', 'apple', 'x'])).toEqual({
      buttons: ['google', 'github', 'apple'],
      more: ['x'],
    });
  });
});

describe('socialRowProviders', () => {
  it("is the host's list until the service's is known, then the offered ones (Farcaster only with the service's relay)", () => {
    expect(socialRowProviders(undefined, undefined, ['x', 'google'])).toEqual(['x', 'google']);
    expect(socialRowProviders(['google'], undefined, ['x', 'google', 'farcaster'])).toEqual(['google']);
    expect(socialRowProviders(['google', 'farcaster'], undefined, ['x', 'google', 'farcaster'])).toEqual([
      'google',
      'farcaster',
    ]);
    expect(socialRowProviders(['google', 'x'], 'mac', ['x', 'google'])).toEqual(['google']);
    expect(socialRowProviders([], undefined, ['google'])).toEqual([]);
  });
});
