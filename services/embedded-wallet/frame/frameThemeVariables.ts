/**
 * The host's theme overrides the approval panel follows (SYNC_THEME `themeVariables`), as the frame's own CSS custom
 * properties. Only three keys of the modal's theme contract are read — the accent, the font family and the border
 * radius master — each checked by a strict pattern (a colour, a font list, a length); anything else, any longer
 * value, and more than MAX_KEYS keys are ignored. The result is set through the CSSOM (`style.setProperty`), never
 * as style text, so no value can end a declaration or load a resource.
 */

/** The frame's custom properties the host may set (frame.css reads them). */
export type FrameThemeProperty = '--accent' | '--accent-fg' | '--font' | '--radius-master';

export type FrameThemeVariables = Readonly<Partial<Record<FrameThemeProperty, string>>>;

/** At most this many keys of a SYNC_THEME `themeVariables` are looked at. */
export const MAX_KEYS = 32;
const MAX_VALUE_LENGTH = 120;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOUR = /^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.%\s,/+-]{1,60}\)$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;
const FONT_LIST = /^[A-Za-z0-9 ,'"_.-]{1,120}$/;
const LENGTH = /^\d{1,3}(?:\.\d{1,3})?(?:px|rem|em)$/;

const asColour = (value: string): string | undefined =>
  HEX.test(value) || FUNCTION_COLOUR.test(value) || NAMED_COLOUR.test(value) ? value : undefined;

const asLength = (value: string | number): string | undefined => {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= 64 ? `${value}px` : undefined;
  return LENGTH.test(value) ? value : undefined;
};

/** The readable text colour on a hex accent (WCAG relative luminance); undefined for other colour forms. */
export const foregroundOn = (hex: string): string | undefined => {
  if (!HEX.test(hex)) return undefined;
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const channel = (index: number) => {
    const c = Number.parseInt(full.slice(index, index + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // The better contrast of white (#ffffff) and near-black (#101010) on this background.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0552 ? '#ffffff' : '#101010';
};

/** SYNC_THEME's `themeVariables` as the frame's custom properties (see the module comment). */
export const readFrameThemeVariables = (input: unknown): FrameThemeVariables => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const entries = Object.entries(input as Record<string, unknown>).slice(0, MAX_KEYS);
  const result: Partial<Record<FrameThemeProperty, string>> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (typeof value === 'string' && value.length > MAX_VALUE_LENGTH) continue;
    if (key === '--latch-accent' && typeof value === 'string') {
      const colour = asColour(value);
      if (colour === undefined) continue;
      result['--accent'] = colour;
      const fg = foregroundOn(colour);
      if (fg !== undefined) result['--accent-fg'] = fg;
    } else if (key === '--latch-font-family' && typeof value === 'string' && FONT_LIST.test(value)) {
      result['--font'] = value;
    } else if (key === '--latch-border-radius-master') {
      const length = asLength(value);
      if (length !== undefined) result['--radius-master'] = length;
    }
  }
  return result;
};

/** Every property SYNC_THEME may set: a later SYNC_THEME without one takes it away again. */
export const FRAME_THEME_PROPERTIES: readonly FrameThemeProperty[] = [
  '--accent',
  '--accent-fg',
  '--font',
  '--radius-master',
];
