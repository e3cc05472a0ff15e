// Real Chromium over the built gallery page: axe-core per view and theme, screenshots into
// test-results/ui-gallery/, and the modal unchanged by a hostile host page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { scanQrCode } from '../../testkits/browser/scanQrCode.js';
import { captureShot, openScenario, PHONE, type Shot } from './capture.js';
import { compareHostile } from './compareHostile.js';
import { OUT_DIR } from './screenshots.js';
import { type GalleryServer, startGallery } from './server.js';
import { PAIRING_URI } from './viewScenarios.js';

let server: GalleryServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startGallery();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ready = () => {
  if (!server || !browser) throw new Error('gallery not started');
  return { url: server.url, chromium: browser };
};

const SHOTS: readonly Shot[] = [
  { view: 'Connect', theme: 'dark', state: 'normal' },
  { view: 'Connect', theme: 'light', state: 'normal' },
  { view: 'AllWallets', theme: 'dark', state: 'normal' },
  { view: 'AllWallets', theme: 'light', state: 'error' },
  { view: 'ConnectingExternal', theme: 'light', state: 'declined' },
  { view: 'ConnectingWalletConnect', theme: 'dark', state: 'normal' },
  { view: 'Account', theme: 'dark', state: 'identity' },
  { view: 'Networks', theme: 'light', state: 'switching' },
];

describe('the modal in a real browser', () => {
  it.each(SHOTS)(
    '$view ($state, $theme) has no axe-core violations',
    async (shot) => {
      const { url, chromium } = ready();
      const result = await captureShot(chromium, url, shot, PHONE, OUT_DIR);
      expect(result.violations).toEqual([]);
    },
    30_000,
  );

  it.each(['Connect', 'AllWallets', 'Account'] as const)(
    '%s looks the same on a host page with aggressive global CSS',
    async (view) => {
      const { url, chromium } = ready();
      const { differences, normal } = await compareHostile(chromium, url, { view, theme: 'dark' }, PHONE);
      expect(Object.values(normal).every((styles) => styles.missing === undefined)).toBe(true);
      expect(normal['.latch-card']?.['font-family']).toContain('Latch Inter');
      expect(differences).toEqual([]);
    },
    30_000,
  );

  it("the WalletConnect QR code, with the wallet's logo in the middle, scans back to the pairing uri as drawn", async () => {
    const { url, chromium } = ready();
    const scenario = { view: 'ConnectingWalletConnect', state: 'wallet' } as const;
    const page = await openScenario(chromium, url, scenario, PHONE);
    try {
      expect(await scanQrCode(page, page.locator('.latch-qr-frame'))).toBe(PAIRING_URI);
    } finally {
      await page.context().close();
    }
  }, 30_000);
});
