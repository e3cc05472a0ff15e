import type { Page } from 'playwright-core';

const GLOBAL = '__LATCH_E2E_OPENED_LINKS__';

function capture(global: string): void {
  const opened: string[] = [];
  Reflect.set(window, global, opened);
  window.open = (url?: string | URL) => {
    opened.push(String(url ?? ''));
    return null;
  };
}

/**
 * On a phone, opening a wallet's deep link hands it to the wallet app while the browser tab stays where it is.
 * The harness does the same: `window.open` records the link instead of leaving the page.
 */
export async function captureOpenedLinks(page: Page): Promise<void> {
  await page.addInitScript(capture, GLOBAL);
}

/** The links the page opened since it loaded. */
export const openedLinks = (page: Page): Promise<string[]> =>
  page.evaluate((global) => [...(Reflect.get(window, global) ?? [])], GLOBAL);
