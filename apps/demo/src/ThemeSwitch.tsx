import { useLatchTheme } from '@latch/react';
import { useEffect, useState } from 'react';
import {
  DARK_QUERY,
  DEMO_THEMES,
  type DemoTheme,
  readDemoTheme,
  resolveDemoTheme,
  writeDemoTheme,
} from './demoTheme.js';

const LABELS: Record<DemoTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Light / Dark / System for the page and the modal, as a host app would offer it. */
export function ThemeSwitch() {
  const { setThemeMode } = useLatchTheme();
  const [choice, setChoice] = useState<DemoTheme>(() => readDemoTheme(storage()));
  const [prefersDark, setPrefersDark] = useState(() => window.matchMedia(DARK_QUERY).matches);

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const follow = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const shown = resolveDemoTheme(choice, prefersDark);
  useEffect(() => {
    document.documentElement.dataset.theme = shown;
    setThemeMode(shown);
  }, [shown, setThemeMode]);

  return (
    <fieldset className="demo-theme">
      <legend className="demo-visually-hidden">Theme</legend>
      {DEMO_THEMES.map((theme) => (
        <label key={theme} className="demo-theme-option">
          <input
            type="radio"
            name="demo-theme"
            value={theme}
            checked={choice === theme}
            onChange={() => {
              setChoice(theme);
              writeDemoTheme(storage(), theme);
            }}
          />
          <span>{LABELS[theme]}</span>
        </label>
      ))}
    </fieldset>
  );
}
