import type { Result } from 'neverthrow';
import { useMemo } from 'react';
import type { ThemeMode, ThemeVariables } from '../../core/kernel/options/index.js';
import type { LatchError } from '../../core/lib/errors/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { useObserved } from './useObserved.js';

export interface LatchThemeControls {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  /** 'dark' or 'light'; anything else is refused (MODAL_OPTIONS_INVALID) and the theme stays. */
  setThemeMode(mode: ThemeMode): Result<ThemeMode, LatchError<'MODAL_OPTIONS_INVALID'>>;
  /** Merged over the current variables; an invalid value is refused and nothing changes. */
  setThemeVariables(variables: ThemeVariables): Result<ThemeVariables, LatchError<'MODAL_OPTIONS_INVALID'>>;
}

/** The modal's theme (SPEC §3) and the host's way to change it while the page runs (a theme switch). */
export const useLatchTheme = (): LatchThemeControls => {
  const { latch } = useLatchContext();
  const { themeMode, themeVariables } = useObserved(() => ({
    themeMode: latch.theme.mode,
    themeVariables: latch.theme.variables,
  }));
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => latch.theme.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => latch.theme.setThemeVariables(variables),
    }),
    [latch, themeMode, themeVariables],
  );
};
