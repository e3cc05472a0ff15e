import { describe, expect, it } from 'vitest';
import { DEMO_THEME_KEY, readDemoTheme, resolveDemoTheme, writeDemoTheme } from './demoTheme.js';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};
const blocked = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('SecurityError');
  },
};

describe('the demo theme switch', () => {
  it('reads a stored choice, and falls back to the system scheme for none, junk or blocked storage', () => {
    expect(readDemoTheme(memory({ [DEMO_THEME_KEY]: 'light' }))).toBe('light');
    expect(readDemoTheme(memory({ [DEMO_THEME_KEY]: 'dark' }))).toBe('dark');
    expect(readDemoTheme(memory({ [DEMO_THEME_KEY]: 'purple' }))).toBe('system');
    expect(readDemoTheme(memory())).toBe('system');
    expect(readDemoTheme(blocked)).toBe('system');
    expect(readDemoTheme(undefined)).toBe('system');
  });

  it('remembers a choice, and a blocked storage does not throw', () => {
    const storage = memory();
    writeDemoTheme(storage, 'dark');
    expect(storage.items.get(DEMO_THEME_KEY)).toBe('dark');
    expect(() => writeDemoTheme(blocked, 'light')).not.toThrow();
  });

  it('shows the system scheme for "system" and the chosen one otherwise', () => {
    expect(resolveDemoTheme('system', true)).toBe('dark');
    expect(resolveDemoTheme('system', false)).toBe('light');
    expect(resolveDemoTheme('light', true)).toBe('light');
    expect(resolveDemoTheme('dark', false)).toBe('dark');
  });
});
