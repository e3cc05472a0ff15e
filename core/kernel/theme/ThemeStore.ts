import { makeAutoObservable, observableRef } from 'mobx';
import type { Result } from 'neverthrow';
import type { LatchError } from '../../lib/errors/index.js';
import {
  resolveThemeMode,
  resolveThemeVariables,
  type ThemeMode,
  type ThemeVariables,
} from '../options/index.js';

type InvalidTheme = LatchError<'MODAL_OPTIONS_INVALID'>;

/**
 * SPEC §3 Theme (themeMode, themeVariables): modal state the host may change while the page runs — a theme
 * switch on the host page, the system's colour scheme. Starts from the validated options; a value the options
 * would refuse is refused here with the same error, and the theme stays as it was.
 */
export class ThemeStore {
  mode: ThemeMode;
  variables: ThemeVariables;

  constructor(initial: { readonly themeMode: ThemeMode; readonly themeVariables: ThemeVariables }) {
    this.mode = initial.themeMode;
    this.variables = initial.themeVariables;
    makeAutoObservable(this, { variables: observableRef }, { autoBind: true });
  }

  /** 'dark' or 'light'. */
  setThemeMode(mode: unknown): Result<ThemeMode, InvalidTheme> {
    return resolveThemeMode(mode === undefined ? null : mode).map((resolved) => {
      this.mode = resolved;
      return resolved;
    });
  }

  /** Merged over the current variables, as AppKit's setThemeVariables does. */
  setThemeVariables(variables: unknown): Result<ThemeVariables, InvalidTheme> {
    return resolveThemeVariables(variables === undefined ? null : variables).map((resolved) => {
      const merged: Record<string, string | number> = Object.create(null);
      Object.assign(merged, this.variables, resolved);
      this.variables = merged;
      return merged;
    });
  }
}
