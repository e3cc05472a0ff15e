import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE_TOASTS, TOAST_DEFAULT_DURATION_MS, TOAST_SWAP_DELAY_MS } from './constants.js';

describe('toast constants (SPEC §9)', () => {
  it('pins swap delay 150 ms, default duration 4000 ms and 3 visible toasts', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4_000);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
  });
});
