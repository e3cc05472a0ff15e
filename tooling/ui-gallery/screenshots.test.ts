import { describe, expect, it } from 'vitest';
import { viewsFromArgs } from './screenshots.js';

describe('viewsFromArgs', () => {
  it('reads the views to screenshot from --views, in both spellings', () => {
    expect(viewsFromArgs(['--views', 'Swap, OnRamp'])).toEqual(new Set(['Swap', 'OnRamp']));
    expect(viewsFromArgs(['--views=Send'])).toEqual(new Set(['Send']));
  });

  it('means every view without the option, and none for an empty list', () => {
    expect(viewsFromArgs([])).toBeUndefined();
    expect(viewsFromArgs(['--views'])).toEqual(new Set());
  });
});
