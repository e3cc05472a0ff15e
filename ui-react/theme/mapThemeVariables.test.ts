import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapThemeVariables } from './mapThemeVariables.js';
import { THEME_VARIABLES } from './tokens.js';

describe('mapThemeVariables', () => {
  it('maps the contract keys, numbers as px for the masters', () => {
    const { style, ignored } = mapThemeVariables({
      '--latch-accent': '#ff5500',
      '--latch-color-mix': 'rgb(10, 20, 30)',
      '--latch-color-mix-strength': 40,
      '--latch-font-family': 'Roboto, sans-serif',
      '--latch-border-radius-master': 6,
      '--latch-font-size-master': '11px',
      '--latch-z-index': 5000,
    });
    expect(style).toEqual({
      '--latch-accent': '#ff5500',
      '--latch-color-mix': 'rgb(10, 20, 30)',
      '--latch-color-mix-strength': '40',
      '--latch-font-family': 'Roboto, sans-serif',
      '--latch-border-radius-master': '6px',
      '--latch-font-size-master': '11px',
      '--latch-z-index': '5000',
    });
    expect(ignored).toEqual([]);
  });

  it('reads the mix strength as a 0–100 number with or without %', () => {
    expect(mapThemeVariables({ '--latch-color-mix-strength': '25%' }).style).toEqual({
      '--latch-color-mix-strength': '25',
    });
    expect(mapThemeVariables({ '--latch-color-mix-strength': 101 }).ignored).toEqual([
      '--latch-color-mix-strength',
    ]);
  });

  it('ignores unknown keys and unusable or unsafe values, never throwing', () => {
    const { style, ignored } = mapThemeVariables({
      '--w3m-accent': 'red',
      color: 'blue',
      '--latch-accent': 'red; background: url(https://evil.example/x.png)',
      '--latch-border-radius-master': 'huge',
      '--latch-z-index': '9.5',
      '--latch-font-family': '',
    });
    expect(style).toEqual({});
    expect([...ignored].sort()).toEqual(
      [
        '--w3m-accent',
        'color',
        '--latch-accent',
        '--latch-border-radius-master',
        '--latch-z-index',
        '--latch-font-family',
      ].sort(),
    );
  });

  it('property: every key is either mapped (a contract key) or reported ignored, and no value can end a declaration', () => {
    const key = fc.oneof(fc.constantFrom(...THEME_VARIABLES), fc.string({ maxLength: 20 }));
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.double({ noNaN: true }), fc.integer());
    fc.assert(
      fc.property(fc.dictionary(key, value), (variables) => {
        const { style, ignored } = mapThemeVariables(variables);
        const mapped = Object.keys(style);
        expect([...mapped, ...ignored].sort()).toEqual(Object.keys(variables).sort());
        for (const name of mapped) expect(THEME_VARIABLES).toContain(name);
        for (const text of Object.values(style)) expect(text).not.toMatch(/[;{}<>\\]/);
      }),
    );
  });
});
