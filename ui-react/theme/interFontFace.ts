import { FONT_FAMILY_NAME } from './tokens.js';

/** Basic Latin, as @fontsource/inter declares it for its `latin` subset. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Inter's Latin files (./fonts, from @fontsource/inter, OFL-1.1) as `new URL(…, import.meta.url)`: the asset
 * reference every bundler handles (Vite, webpack 5, Turbopack, Rollup), so a host's build copies the files and
 * rewrites the URLs with no loader or plugin of its own. Each stays a literal for the bundlers to see.
 */
const FILES: readonly (readonly [weight: number, url: () => string])[] = [
  [400, () => new URL('./fonts/inter-latin-400-normal.woff2', import.meta.url).href],
  [500, () => new URL('./fonts/inter-latin-500-normal.woff2', import.meta.url).href],
  [600, () => new URL('./fonts/inter-latin-600-normal.woff2', import.meta.url).href],
];

/** The @font-face rules of the bundled Inter under its private family name (files served with the app). */
export const interFontFace = (): string =>
  FILES.map(
    ([weight, url]) =>
      `@font-face{font-family:'${FONT_FAMILY_NAME}';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url(${JSON.stringify(url())}) format('woff2');unicode-range:${LATIN_RANGE};}`,
  ).join('\n');
