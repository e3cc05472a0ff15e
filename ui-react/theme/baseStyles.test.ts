import { describe, expect, it } from 'vitest';
import { baseStyles } from './baseStyles.js';
import { DARK_PALETTE, LIGHT_PALETTE, PALETTE_ROLES, paletteVar } from './palettes.js';

describe('baseStyles', () => {
  const css = baseStyles('contents');

  it('publishes both palettes, every role, under the theme mode attribute', () => {
    for (const role of PALETTE_ROLES) {
      expect(css).toContain(`${paletteVar(role)}:${DARK_PALETTE[role]};`);
      expect(css).toContain(`${paletteVar(role)}:${LIGHT_PALETTE[role]};`);
    }
    expect(css).toContain(".latch-root[data-theme='dark']");
    expect(css).toContain(".latch-root[data-theme='light']");
  });

  it('derives radii and font sizes from the masters and mixes the host colour into backgrounds', () => {
    expect(css).toContain('--latch-radius-card:calc(var(--latch-border-radius-master) * 8)');
    expect(css).toContain('--latch-text-small:calc(var(--latch-font-size-master) * 1.4)');
    expect(css).toContain('calc(var(--latch-color-mix-strength) * 1%)');
  });

  it('isolates the host and respects reduced motion, with the 120/150/500 ms timings', () => {
    expect(css).toContain(':host{all:initial !important;display:contents !important');
    expect(baseStyles('block')).toContain('display:block !important');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('--latch-duration-fast:120ms;--latch-duration-base:150ms;');
    expect(css).toContain('--latch-duration-shake:500ms');
  });
});
