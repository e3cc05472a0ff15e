import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_NAME, LAYOUT, MOTION, THEME_DEFAULTS, THEME_VARIABLES } from './tokens.js';

describe('theme tokens (SPEC §2, §9)', () => {
  it('pins the layout masters: width 360 px, z-index 999, radius 4px, font size 10px, Inter first', () => {
    expect(LAYOUT.width).toBe(360);
    expect(THEME_DEFAULTS['--latch-z-index']).toBe('999');
    expect(THEME_DEFAULTS['--latch-border-radius-master']).toBe('4px');
    expect(THEME_DEFAULTS['--latch-font-size-master']).toBe('10px');
    expect(THEME_DEFAULTS['--latch-font-family'].startsWith(`'${FONT_FAMILY_NAME}', Inter`)).toBe(true);
    expect(LAYOUT.sheetBreakpoint).toBe(430);
  });

  it('pins the animation timings: 120 and 150 ms, shake 500 ms', () => {
    expect(MOTION).toEqual({ fast: 120, base: 150, shake: 500 });
  });

  it('accepts exactly the documented themeVariables', () => {
    expect(THEME_VARIABLES).toEqual([
      '--latch-accent',
      '--latch-color-mix',
      '--latch-color-mix-strength',
      '--latch-font-family',
      '--latch-border-radius-master',
      '--latch-font-size-master',
      '--latch-z-index',
    ]);
  });
});
