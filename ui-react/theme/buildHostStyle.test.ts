import { describe, expect, it } from 'vitest';
import { buildHostStyle } from './buildHostStyle.js';
import { THEME_DEFAULTS, THEME_VARIABLES } from './tokens.js';

describe('buildHostStyle', () => {
  it('gives every public variable, the defaults overridden by valid host values only', () => {
    const style = buildHostStyle({ '--latch-accent': '#00ff88', '--latch-z-index': 'top', other: 1 });
    expect(Object.keys(style).sort()).toEqual([...THEME_VARIABLES].sort());
    expect(style['--latch-accent']).toBe('#00ff88');
    expect(style['--latch-z-index']).toBe(THEME_DEFAULTS['--latch-z-index']);
  });
});
