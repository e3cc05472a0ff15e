import { describe, expect, it } from 'vitest';
import { foregroundOn, MAX_KEYS, readFrameThemeVariables } from './frameThemeVariables.js';

describe("the approval panel's theme overrides (SYNC_THEME themeVariables)", () => {
  it('reads the accent, font family and radius master of the theme contract as the frame properties', () => {
    expect(
      readFrameThemeVariables({
        '--latch-accent': ' #00ff88 ',
        '--latch-font-family': "'Comic Neue', sans-serif",
        '--latch-border-radius-master': 2,
        '--latch-color-mix': '#000',
      }),
    ).toEqual({
      '--accent': '#00ff88',
      '--accent-fg': '#101010',
      '--font': "'Comic Neue', sans-serif",
      '--radius-master': '2px',
    });
    expect(readFrameThemeVariables({ '--latch-accent': 'rgb(10, 20, 30)' })).toEqual({
      '--accent': 'rgb(10, 20, 30)',
    });
    expect(readFrameThemeVariables({ '--latch-accent': '#123' })).toEqual({
      '--accent': '#123',
      '--accent-fg': '#ffffff',
    });
  });

  it('ignores hostile, oversized and malformed values, and keys past the bound', () => {
    const hostile = {
      '--latch-accent': 'red; background:url(https://evil.example/x)',
      '--latch-font-family': 'x}body{display:none',
      '--latch-border-radius-master': '4px;',
      '--accent': '#fff',
    };
    expect(readFrameThemeVariables(hostile)).toEqual({});
    expect(readFrameThemeVariables({ '--latch-accent': `#${'a'.repeat(200)}` })).toEqual({});
    expect(readFrameThemeVariables({ '--latch-accent': 'url(javascript:1)' })).toEqual({});
    expect(readFrameThemeVariables({ '--latch-border-radius-master': -1 })).toEqual({});
    expect(readFrameThemeVariables({ '--latch-border-radius-master': Number.NaN })).toEqual({});
    for (const input of [null, 'x', 3, ['--latch-accent', '#fff'], undefined])
      expect(readFrameThemeVariables(input)).toEqual({});
    const many = Object.fromEntries(Array.from({ length: MAX_KEYS }, (_, i) => [`--k${i}`, 'x']));
    expect(readFrameThemeVariables({ ...many, '--latch-accent': '#fff' })).toEqual({});
  });

  it('picks the readable text colour on a hex accent', () => {
    expect(foregroundOn('#000000')).toBe('#ffffff');
    expect(foregroundOn('#ffffff')).toBe('#101010');
    expect(foregroundOn('#3b5bdb')).toBe('#ffffff');
    expect(foregroundOn('red')).toBeUndefined();
  });
});
