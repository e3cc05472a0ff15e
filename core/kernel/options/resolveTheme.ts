import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { isRecord } from '../../lib/validation/index.js';
import { DEFAULT_THEME_MODE, THEME_MODES, type ThemeMode, type ThemeVariables } from './modalOptions.js';

type InvalidOptions = LatchError<'MODAL_OPTIONS_INVALID'>;

const invalid = (field: string) => err(latchError('MODAL_OPTIONS_INVALID', { params: { field } }));

/** SPEC §1 themeMode: 'dark' (the default) or 'light'. */
export const resolveThemeMode = (themeMode: unknown): Result<ThemeMode, InvalidOptions> => {
  if (themeMode === undefined) return ok(DEFAULT_THEME_MODE);
  const mode = THEME_MODES.find((candidate) => candidate === themeMode);
  return mode === undefined ? invalid('themeMode') : ok(mode);
};

/** SPEC §1 themeVariables: a record of strings and finite numbers (a key may be "__proto__": kept as data). */
export const resolveThemeVariables = (variables: unknown): Result<ThemeVariables, InvalidOptions> => {
  if (variables === undefined) return ok({});
  if (!isRecord(variables)) return invalid('themeVariables');
  const resolved: Record<string, string | number> = Object.create(null);
  for (const [key, value] of Object.entries(variables)) {
    const valid = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!valid) return invalid(`themeVariables.${key}`);
    resolved[key] = value;
  }
  return ok(resolved);
};
