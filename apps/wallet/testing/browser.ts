import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium with the flags of DEVELOPERS.md (nothing phones home). Test-only. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/**
 * An init script that makes the page's browser report `navigator.onLine === false` (and fire `offline`),
 * as Chromium does on a machine with no route off it — so the tests prove the page copes with it.
 */
export const REPORT_OFFLINE = `(() => {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  window.addEventListener('load', () => window.dispatchEvent(new Event('offline')));
})();`;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page (ids and targets), empty when it is accessible. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe: typeof import('axe-core') = Reflect.get(globalThis, 'axe');
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
    );
  });
}
