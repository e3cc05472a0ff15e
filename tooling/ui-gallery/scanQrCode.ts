import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const JSQR_PATH = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/**
 * Reads the QR code the page shows as a phone would: a screenshot of the code's frame (dots, finder eyes and
 * the logo in the middle, as Chromium drew them), decoded with jsQR in the page. Undefined when unreadable.
 */
export const scanQrCode = async (page: Page): Promise<string | undefined> => {
  const png = await page.locator('.latch-qr-frame').screenshot();
  await page.addScriptTag({ path: JSQR_PATH });
  const text = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const jsQR: (pixels: Uint8ClampedArray, width: number, height: number) => { data: string } | null =
      Reflect.get(globalThis, 'jsQR');
    return jsQR(data, image.width, image.height)?.data ?? null;
  }, png.toString('base64'));
  return text ?? undefined;
};
