import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ThemeStore } from './ThemeStore.js';

const store = () => new ThemeStore({ themeMode: 'dark', themeVariables: { '--latch-accent': '#ff0000' } });

describe('ThemeStore', () => {
  it('starts from the options and changes mode for observers', () => {
    const theme = store();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(theme.mode));
    expect(theme.setThemeMode('light')._unsafeUnwrap()).toBe('light');
    stop();
    expect(seen).toEqual(['dark', 'light']);
  });

  it.each([undefined, 'system', 'DARK', 1, null])('refuses the mode %s and keeps the one it had', (mode) => {
    const theme = store();
    const result = theme.setThemeMode(mode);
    expect(result._unsafeUnwrapErr()).toMatchObject({
      code: 'MODAL_OPTIONS_INVALID',
      params: { field: 'themeMode' },
    });
    expect(theme.mode).toBe('dark');
  });

  it('merges variables over the current ones, as a new object observers see', () => {
    const theme = store();
    const seen: object[] = [];
    const stop = autorun(() => seen.push(theme.variables));
    theme.setThemeVariables({ '--latch-border-radius-master': 2 });
    stop();
    expect({ ...theme.variables }).toEqual({
      '--latch-accent': '#ff0000',
      '--latch-border-radius-master': 2,
    });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [undefined, 'themeVariables'],
    ['red', 'themeVariables'],
    [{ '--latch-accent': Number.NaN }, 'themeVariables.--latch-accent'],
    [{ '--latch-accent': {} }, 'themeVariables.--latch-accent'],
  ])('refuses the variables %s and keeps the ones it had', (variables, field) => {
    const theme = store();
    expect(theme.setThemeVariables(variables)._unsafeUnwrapErr()).toMatchObject({ params: { field } });
    expect({ ...theme.variables }).toEqual({ '--latch-accent': '#ff0000' });
  });
});
