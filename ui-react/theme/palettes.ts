import type { ThemeMode } from '../../core/kernel/options/index.js';

/** Colour roles every view draws with; each theme mode gives all of them. */
export const PALETTE_ROLES = [
  'bg-100',
  'bg-125',
  'bg-150',
  'bg-175',
  'bg-200',
  'fg-100',
  'fg-150',
  'fg-200',
  'fg-300',
  'border',
  'border-strong',
  'overlay',
  'accent-fg',
  'success',
  'error',
  'skeleton',
  'shadow',
] as const;

export type PaletteRole = (typeof PALETTE_ROLES)[number];
export type Palette = Readonly<Record<PaletteRole, string>>;

/** Dark (the default, SPEC §1). */
export const DARK_PALETTE: Palette = Object.freeze({
  'bg-100': '#141414',
  'bg-125': '#191a1a',
  'bg-150': '#202121',
  'bg-175': '#272828',
  'bg-200': '#2e3030',
  'fg-100': '#e6e8e8',
  'fg-150': '#c5c9c9',
  'fg-200': '#9a9f9f',
  'fg-300': '#858a8a',
  border: 'rgba(255, 255, 255, 0.06)',
  'border-strong': 'rgba(255, 255, 255, 0.12)',
  overlay: 'rgba(0, 0, 0, 0.55)',
  'accent-fg': '#ffffff',
  success: '#30d77a',
  error: '#ff6b78',
  skeleton: 'rgba(255, 255, 255, 0.06)',
  shadow: '0 18px 48px rgba(0, 0, 0, 0.45)',
});

export const LIGHT_PALETTE: Palette = Object.freeze({
  'bg-100': '#ffffff',
  'bg-125': '#f8f9f9',
  'bg-150': '#f1f3f3',
  'bg-175': '#e9ebeb',
  'bg-200': '#dfe2e2',
  'fg-100': '#141414',
  'fg-150': '#2f3232',
  'fg-200': '#5f6464',
  'fg-300': '#6a6f6f',
  border: 'rgba(0, 0, 0, 0.06)',
  'border-strong': 'rgba(0, 0, 0, 0.12)',
  overlay: 'rgba(0, 0, 0, 0.35)',
  'accent-fg': '#ffffff',
  success: '#0a6b36',
  error: '#b91c2b',
  skeleton: 'rgba(0, 0, 0, 0.06)',
  shadow: '0 18px 48px rgba(0, 0, 0, 0.18)',
});

export const PALETTES: Readonly<Record<ThemeMode, Palette>> = Object.freeze({
  dark: DARK_PALETTE,
  light: LIGHT_PALETTE,
});

/** The custom property a palette role is published under. */
export const paletteVar = (role: PaletteRole): string => `--latch-color-${role}`;
