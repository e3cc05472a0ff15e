import { describe, expect, it } from 'vitest';
import { clampTtl } from './clampTtl.js';

describe('clampTtl', () => {
  it('keeps ttls inside 30 s – 7 days and defaults to 5 minutes', () => {
    expect(clampTtl(1)).toBe(30);
    expect(clampTtl(300)).toBe(300);
    expect(clampTtl(86_400 * 30)).toBe(604_800);
    expect(clampTtl(undefined)).toBe(300);
  });
});
