// Real Chromium over the served registry logos (services/api/data/wallet-images): none carries WalletConnect's
// baked-in badge over its mark any more (issue 17: 28 did, MetaMask and Trust Wallet among them).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listed from '../../services/api/data/logo-badges.json' with { type: 'json' };
import registry from '../../services/api/data/wallets.json' with { type: 'json' };
import { launchChromium } from '../../testkits/browser/chromium.js';
import template from './badgeTemplate.json' with { type: 'json' };
import { findBadgedLogos, readLogos } from './logoBadges.js';

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the registry logos the data service serves', () => {
  it('carry no baked-in WalletConnect badge', async () => {
    if (browser === undefined) throw new Error('no browser');
    const logos = await readLogos();
    expect(logos.length).toBe(registry.wallets.length);
    expect(await findBadgedLogos(browser, logos)).toEqual([]);
  }, 60_000);

  it('the badge is found where it is drawn: a cleaned logo with the badge put back is found again', async () => {
    if (browser === undefined) throw new Error('no browser');
    const [metamask] = (await readLogos()).filter((logo) => logo.file === 'io.metamask.webp');
    if (metamask === undefined) throw new Error('no MetaMask logo');
    const page = await browser.newPage();
    try {
      // The template's pixels drawn back over the cleaned logo, as the registry's image had them.
      const badged = await page.evaluate(
        async ({ src, pixels }) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          const canvas = new OffscreenCanvas(128, 128);
          const context = canvas.getContext('2d');
          if (context === null) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          for (const [x = 0, y = 0, r = 0, g = 0, b = 0] of pixels) {
            context.fillStyle = `rgb(${r},${g},${b})`;
            context.fillRect(x, y, 1, 1);
          }
          const blob = await canvas.convertToBlob({ type: 'image/png' });
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return `data:image/png;base64,${btoa(binary)}`;
        },
        { src: metamask.src, pixels: template.pixels },
      );
      expect(await findBadgedLogos(browser, [{ file: 'badged.png', src: badged }, metamask])).toEqual([
        'badged.png',
      ]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('lists the logos it changed, each a wallet of the snapshot', () => {
    const ids = new Set(registry.wallets.map((wallet) => wallet.id));
    expect(listed.cleaned.length).toBe(28);
    expect(listed.cleaned.filter((id) => !ids.has(id))).toEqual([]);
  });
});
