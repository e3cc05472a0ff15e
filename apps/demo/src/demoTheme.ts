// The demo's theme switch: light, dark or the system's scheme, remembered in the page's storage. The page and
// the modal follow the same choice (the modal through `useLatchTheme`, the page through `data-theme` on <html>).

export const DEMO_THEMES = ['light', 'dark', 'system'] as const;
export type DemoTheme = (typeof DEMO_THEMES)[number];

export const DEMO_THEME_KEY = 'latch-demo:theme';

/** The stored choice; 'system' when there is none or it is not one of the three. */
export const readDemoTheme = (storage: Pick<Storage, 'getItem'> | undefined): DemoTheme => {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(DEMO_THEME_KEY) ?? null;
  } catch {
    // Storage may be blocked (private mode, sandboxed frames): the default applies.
  }
  return DEMO_THEMES.find((theme) => theme === stored) ?? 'system';
};

/** Remembers the choice; a blocked storage only means it is not remembered. */
export const writeDemoTheme = (storage: Pick<Storage, 'setItem'> | undefined, theme: DemoTheme): void => {
  try {
    storage?.setItem(DEMO_THEME_KEY, theme);
  } catch {
    // Not remembered: the page still switches.
  }
};

/** The scheme shown for a choice: 'system' follows the device's preference. */
export const resolveDemoTheme = (theme: DemoTheme, prefersDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

export const DARK_QUERY = '(prefers-color-scheme: dark)';
