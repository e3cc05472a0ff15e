import { describe, expect, it } from 'vitest';
import { DEFAULT_NAME_ZONE } from '../../lib/names/index.js';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from './constants.js';

describe('names constants', () => {
  it('pins SPEC §9 "debounce default 500 ms" and our default zone', () => {
    expect(NAME_SUGGESTIONS_DEBOUNCE_MS).toBe(500);
    expect(DEFAULT_NAME_ZONE).toBe('latch.id');
  });
});
