import type { ThemeVariables } from '../../core/kernel/options/index.js';
import { THEME_VARIABLES, type ThemeVariableName } from './tokens.js';

export interface MappedThemeVariables {
  /** Custom properties to set on the modal's host element. */
  readonly style: Readonly<Partial<Record<ThemeVariableName, string>>>;
  /** Keys that were not part of the theme contract, or whose value was unusable. */
  readonly ignored: readonly string[];
}

/** Characters that could end a declaration or smuggle markup / resources into a custom property. */
const UNSAFE = /[;{}<>\\]|url\(|expression\(|@import/i;
const LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;
const INTEGER = /^-?\d+$/;
const PERCENT = /^(\d+(\.\d+)?)%?$/;

const isThemeVariable = (key: string): key is ThemeVariableName =>
  (THEME_VARIABLES as readonly string[]).includes(key);

const asLength = (value: string | number): string | undefined => {
  if (typeof value === 'number') return value >= 0 ? `${value}px` : undefined;
  return LENGTH.test(value.trim()) ? value.trim() : undefined;
};

const asZIndex = (value: string | number): string | undefined => {
  const text = String(value).trim();
  return INTEGER.test(text) ? String(Number.parseInt(text, 10)) : undefined;
};

/** Mix strength as a bare number 0–100 (40, '40' and '40%' all mean 40 %). */
const asStrength = (value: string | number): string | undefined => {
  const match = PERCENT.exec(String(value).trim());
  if (!match?.[1]) return undefined;
  const strength = Number(match[1]);
  return strength <= 100 ? String(strength) : undefined;
};

const asText = (value: string | number): string | undefined => {
  const text = String(value).trim();
  return text.length > 0 && text.length <= 200 && !UNSAFE.test(text) ? text : undefined;
};

const PARSERS: Readonly<Record<ThemeVariableName, (value: string | number) => string | undefined>> = {
  '--latch-accent': asText,
  '--latch-color-mix': asText,
  '--latch-color-mix-strength': asStrength,
  '--latch-font-family': asText,
  '--latch-border-radius-master': asLength,
  '--latch-font-size-master': asLength,
  '--latch-z-index': asZIndex,
};

/**
 * Maps the host's `themeVariables` onto the theme contract: known keys become custom properties (numbers as
 * px for the masters, a 0–100 number for the mix strength, an integer z-index); unknown keys and unusable or
 * unsafe values are ignored and reported, never thrown.
 */
export const mapThemeVariables = (variables: ThemeVariables): MappedThemeVariables => {
  const style: Partial<Record<ThemeVariableName, string>> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(variables)) {
    const parsed = isThemeVariable(key) ? PARSERS[key](value) : undefined;
    if (isThemeVariable(key) && parsed !== undefined) style[key] = parsed;
    else ignored.push(key);
  }
  return { style, ignored };
};
