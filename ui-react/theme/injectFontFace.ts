import { interFontFace } from './interFontFace.js';

export const FONT_STYLE_ID = 'latch-inter-font-face';

/**
 * Registers the bundled Inter in the document (fonts declared inside a shadow root are not loaded), once per
 * document however many modals and buttons mount. Returns whether it added the rules.
 */
export const injectFontFace = (doc: Document): boolean => {
  if (doc.getElementById(FONT_STYLE_ID)) return false;
  const style = doc.createElement('style');
  style.id = FONT_STYLE_ID;
  style.textContent = interFontFace();
  doc.head.append(style);
  return true;
};
