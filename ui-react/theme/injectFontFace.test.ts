// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_STYLE_ID, injectFontFace } from './injectFontFace.js';
import { interFontFace } from './interFontFace.js';
import { FONT_FAMILY_NAME } from './tokens.js';

afterEach(() => document.getElementById(FONT_STYLE_ID)?.remove());

describe('the bundled Inter', () => {
  it('declares weights 400, 500 and 600 from the bundled woff2 files under the private family name', () => {
    const css = interFontFace();
    for (const weight of [400, 500, 600]) {
      expect(css).toContain(`font-weight:${weight};`);
      expect(css).toMatch(new RegExp(`inter-latin-${weight}-normal[^"]*\\.woff2`));
    }
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain(`font-family:'${FONT_FAMILY_NAME}'`);
    // Served with the app, beside the module that names them: never from a font CDN or another origin.
    const here = new URL('./fonts/', new URL('./interFontFace.ts', import.meta.url));
    const urls = [...css.matchAll(/src:url\("([^"]+)"\)/g)].map((match) => new URL(match[1] ?? ''));
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.href.startsWith(here.href)).toBe(true);
    expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  it('is injected into document.head once, however often it is asked', () => {
    expect(injectFontFace(document)).toBe(true);
    expect(injectFontFace(document)).toBe(false);
    expect(document.head.querySelectorAll(`#${FONT_STYLE_ID}`)).toHaveLength(1);
  });
});
