import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import template from './badgeTemplate.json' with { type: 'json' };

/**
 * The WalletConnect certification badge that 28 logos of the registry snapshot carry drawn into the image: a dark
 * disc with the WalletConnect wave, centred at (41.5, 86) of the 128 px logo, radius 18, over part of the wallet's
 * own mark. Found by `findBadgedLogos` (its inner disc compared with `badgeTemplate.json`), removed by
 * `cleanLogoBadges` (the disc and its soft rim filled from the logo around it: ring by ring from outside in, then
 * smoothed into a harmonic fill).
 */
export const BADGE = { cx: 41.5, cy: 86, radius: 18, rim: 3, size: 128 } as const;

/** Mean difference per colour channel (0–255) under which a logo's inner disc is the badge (28 logos ≤ 12, the rest ≥ 32). */
export const BADGE_MATCH = 18;

export const LOGO_DIR = new URL('../../services/api/data/wallet-images/', import.meta.url);

export interface LogoFile {
  /** The file name, `<id>.webp`. */
  readonly file: string;
  /** The image as a data: URL. */
  readonly src: string;
}

/** Every logo of the served registry data, as data: URLs (the page reads their pixels without a server). */
export const readLogos = async (dir: URL = LOGO_DIR): Promise<LogoFile[]> => {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.webp')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      src: `data:image/webp;base64,${(await readFile(join(dir.pathname, file))).toString('base64')}`,
    })),
  );
};

/**
 * The page's side, as source text (run as is: no transpiler helpers). `score` is the badge match of a logo's pixels;
 * `clean` fills the badge's disc and rim from the pixels around it and returns the logo as WebP.
 */
const PAGE_SCRIPT = `
(() => {
  const { cx, cy, radius, rim, size } = BADGE;
  const SMOOTHING_ROUNDS = 400;
  const load = (src) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
  const draw = async (src) => {
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d');
    context.drawImage(await load(src), 0, 0, size, size);
    return { canvas, context, data: context.getImageData(0, 0, size, size) };
  };
  const score = (pixels) => {
    let sum = 0;
    for (const [x, y, r, g, b] of TEMPLATE) {
      const i = (y * size + x) * 4;
      sum += Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b);
    }
    return sum / (TEMPLATE.length * 3);
  };
  const fill = (image) => {
    const pixels = image.data;
    const outer = radius + rim;
    const unknown = new Set();
    const filled = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= outer * outer) unknown.add(y * size + x);
    while (unknown.size > 0) {
      const ring = [];
      for (const index of unknown) {
        const x = index % size;
        const y = (index - x) / size;
        const sum = [0, 0, 0, 0];
        let known = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            const ny = y + dy;
            const neighbour = ny * size + nx;
            if (nx < 0 || ny < 0 || nx >= size || ny >= size || unknown.has(neighbour)) continue;
            for (let k = 0; k < 4; k++) sum[k] += pixels[neighbour * 4 + k];
            known += 1;
          }
        if (known > 0) ring.push([index, sum.map((value) => Math.round(value / known))]);
      }
      if (ring.length === 0) break;
      for (const [index, colour] of ring) {
        for (let k = 0; k < 4; k++) pixels[index * 4 + k] = colour[k];
        unknown.delete(index);
        filled.push(index);
      }
    }
    // Then smoothed: each filled pixel becomes the mean of its four neighbours until the fill settles (a harmonic
    // fill: no streaks from the rings' order).
    for (let round = 0; round < SMOOTHING_ROUNDS; round++)
      for (const index of filled)
        for (let k = 0; k < 4; k++)
          pixels[index * 4 + k] =
            (pixels[(index - 1) * 4 + k] + pixels[(index + 1) * 4 + k] +
              pixels[(index - size) * 4 + k] + pixels[(index + size) * 4 + k]) / 4;
    return image;
  };
  const toDataUrl = (blob) => new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsDataURL(blob);
  });
  window.__latchLogoBadges = {
    scores: (sources) => Promise.all(sources.map(async (src) => score((await draw(src)).data.data))),
    clean: async (src) => {
      const { canvas, context, data } = await draw(src);
      context.putImageData(fill(data), 0, 0);
      return toDataUrl(await canvas.convertToBlob({ type: 'image/webp', quality: 0.92 }));
    },
  };
})();
`;

interface PageApi {
  scores(sources: readonly string[]): Promise<number[]>;
  clean(src: string): Promise<string>;
}

/** Runs `use` on a blank Chromium page that has the badge functions loaded. */
const withBadgePage = async <T>(browser: Browser, use: (api: PageApi) => Promise<T>): Promise<T> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addScriptTag({
      content: `const BADGE = ${JSON.stringify(BADGE)}; const TEMPLATE = ${JSON.stringify(template.pixels)};${PAGE_SCRIPT}`,
    });
    type Api = { readonly __latchLogoBadges: PageApi };
    return await use({
      scores: (sources) =>
        page.evaluate((logos) => (window as unknown as Api).__latchLogoBadges.scores(logos), [...sources]),
      clean: (src) => page.evaluate((logo) => (window as unknown as Api).__latchLogoBadges.clean(logo), src),
    });
  } finally {
    await context.close();
  }
};

/** The logos (file names) that carry the baked-in badge. */
export const findBadgedLogos = (browser: Browser, logos: readonly LogoFile[]): Promise<string[]> =>
  withBadgePage(browser, async (api) => {
    const scores = await api.scores(logos.map((logo) => logo.src));
    return logos
      .filter((_, index) => (scores[index] ?? Number.POSITIVE_INFINITY) <= BADGE_MATCH)
      .map((logo) => logo.file);
  });

/** Each badged logo without its badge, as WebP bytes. */
export const cleanLogoBadges = (
  browser: Browser,
  logos: readonly LogoFile[],
): Promise<{ readonly file: string; readonly webp: Buffer }[]> =>
  withBadgePage(browser, async (api) => {
    const cleaned: { file: string; webp: Buffer }[] = [];
    const scores = await api.scores(logos.map((logo) => logo.src));
    for (const [index, logo] of logos.entries()) {
      if ((scores[index] ?? Number.POSITIVE_INFINITY) > BADGE_MATCH) continue;
      const url = await api.clean(logo.src);
      cleaned.push({ file: logo.file, webp: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64') });
    }
    return cleaned;
  });
