import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type AxeViolation, runAxe } from '../../testkits/browser/axe.js';
import { type GalleryScenario, scenarioQuery } from './scenario.js';
import { VIEW_SCENARIO_READY } from './viewScenarios.js';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

export type Shot = Pick<GalleryScenario, 'view' | 'theme' | 'state'>;

/** What the page shows once a scenario has rendered (selectors pierce the open shadow root). */
const READY: Readonly<Record<string, string>> = {
  'Connect:normal': '.latch-row',
  'Connect:legal': '.latch-legal-checkbox',
  'Connect:legal-agreed': '.latch-legal-checkbox',
  'AllWallets:normal': '.latch-tile[data-wallet-id]',
  'AllWallets:loading': '.latch-tile-skeleton',
  'AllWallets:error': '.latch-all-message[data-tone="error"]',
  'AllWallets:empty': '.latch-all-message[data-tone="info"]',
  ...VIEW_SCENARIO_READY,
};

/** Opens a scenario and waits until it has rendered, its images have loaded and animations settled. */
export const openScenario = async (
  browser: Browser,
  baseUrl: string,
  scenario: Partial<GalleryScenario>,
  viewport: Viewport,
): Promise<Page> => {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${scenarioQuery(scenario)}`, { waitUntil: 'domcontentloaded' });
  const ready = READY[`${scenario.view ?? 'Connect'}:${scenario.state ?? 'normal'}`] ?? '.latch-card';
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-latch-host]')].every((host) =>
      [...(host.shadowRoot?.querySelectorAll('img') ?? [])].every((image) => image.complete),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(200);
  return page;
};

export const shotName = (shot: Shot, viewport: Viewport): string =>
  `${shot.view}${shot.state === 'normal' ? '' : `-${shot.state}`}-${shot.theme}-${viewport.width}x${viewport.height}.png`;

export interface ShotResult {
  readonly file: string;
  readonly violations: readonly AxeViolation[];
}

/** Screenshots one scenario into `outDir` and runs axe-core on it. */
export const captureShot = async (
  browser: Browser,
  baseUrl: string,
  shot: Shot,
  viewport: Viewport,
  outDir: string,
): Promise<ShotResult> => {
  await mkdir(outDir, { recursive: true });
  const page = await openScenario(browser, baseUrl, shot, viewport);
  try {
    const file = join(outDir, shotName(shot, viewport));
    await page.screenshot({ path: file });
    const violations = await runAxe(page);
    return { file, violations };
  } finally {
    await page.context().close();
  }
};
