import type { ThemeVariables } from '../../core/kernel/options/index.js';
import { mapThemeVariables } from './mapThemeVariables.js';
import { THEME_DEFAULTS, type ThemeVariableName } from './tokens.js';

/** Every public custom property with its value: the defaults overridden by the host's valid variables. */
export const buildHostStyle = (variables: ThemeVariables): Readonly<Record<ThemeVariableName, string>> => ({
  ...THEME_DEFAULTS,
  ...mapThemeVariables(variables).style,
});
