import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import { FONT_FAMILY_NAME } from './tokens.js';

/** Basic Latin, as @fontsource/inter declares it for its `latin` subset. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const FILES: readonly (readonly [weight: number, url: string])[] = [
  [400, inter400],
  [500, inter500],
  [600, inter600],
];

/** The @font-face rules of the bundled Inter under its private family name (files served with the app). */
export const interFontFace = (): string =>
  FILES.map(
    ([weight, url]) =>
      `@font-face{font-family:'${FONT_FAMILY_NAME}';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url(${JSON.stringify(url)}) format('woff2');unicode-range:${LATIN_RANGE};}`,
  ).join('\n');
