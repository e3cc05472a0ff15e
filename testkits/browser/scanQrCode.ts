import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const JSQR_PATH = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/**
 * Reads a QR code the way a phone camera would: a screenshot of `frame` as Chromium drew it, painted on a canvas
 * in the page and decoded with jsQR there. Undefined when it cannot be read.
 */
export async function scanQrCode(page: Page, frame: Locator): Promise<string | undefined> {
  const png = await frame.screenshot();
  await page.addScriptTag({ path: JSQR_PATH });
  const text = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (context === null) return null;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const jsQR: (pixels: Uint8ClampedArray, width: number, height: number) => { data: string } | null =
      Reflect.get(globalThis, 'jsQR');
    return jsQR(data, image.width, image.height)?.data ?? null;
  }, png.toString('base64'));
  return text ?? undefined;
}
