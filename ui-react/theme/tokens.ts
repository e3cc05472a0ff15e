import { MODAL_SHAKE_MS } from '../../core/kernel/modal/index.js';

/**
 * The public theme contract: the custom properties a host may set through `themeVariables` (SPEC §1, §2).
 * Everything else the modal draws with is derived from these and the palette of the theme mode.
 */
export const THEME_VARIABLES = [
  '--latch-accent',
  '--latch-color-mix',
  '--latch-color-mix-strength',
  '--latch-font-family',
  '--latch-border-radius-master',
  '--latch-font-size-master',
  '--latch-z-index',
] as const;

export type ThemeVariableName = (typeof THEME_VARIABLES)[number];

/** The private family name the bundled Inter is registered under (never a font CDN). */
export const FONT_FAMILY_NAME = 'Latch Inter';

/** SPEC §2 layout masters. */
export const LAYOUT = Object.freeze({
  width: 360,
  zIndex: 999,
  borderRadiusMaster: '4px',
  fontSizeMaster: '10px',
  /** At or below this viewport width the card becomes a full-width sheet at the bottom. */
  sheetBreakpoint: 430,
});

/** SPEC §9 animation timings, in ms. */
export const MOTION = Object.freeze({ fast: 120, base: 150, shake: MODAL_SHAKE_MS });

/** Defaults of every public variable (the accent is the palette's; mixing is off). */
export const THEME_DEFAULTS: Readonly<Record<ThemeVariableName, string>> = Object.freeze({
  '--latch-accent': '#2563eb',
  '--latch-color-mix': '#000000',
  '--latch-color-mix-strength': '0',
  '--latch-font-family': `'${FONT_FAMILY_NAME}', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  '--latch-border-radius-master': LAYOUT.borderRadiusMaster,
  '--latch-font-size-master': LAYOUT.fontSizeMaster,
  '--latch-z-index': String(LAYOUT.zIndex),
});
