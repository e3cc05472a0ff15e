import type { Page, Response } from 'playwright-core';
import { launchJourneyBrowser } from '../../testkits/browser/chromium.js';
import { BENCH_SETTLE, type BeforeClick, hasSettled, type SettleRule, sumScripts } from './beforeClick.js';

const isScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  new URL(response.url()).pathname.endsWith('.js');

export interface MeasureOptions {
  /** The page's address (its own server on loopback). */
  readonly url: string;
  /** What must be on screen before the clock of the settle rule starts: the open button (a selector). */
  readonly button: string;
  readonly settle?: SettleRule;
}

const waitUntilSettled = async (
  page: Page,
  rule: SettleRule,
  activity: () => { last: number; pending: number },
) => {
  const readyAt = Date.now();
  for (;;) {
    const { last, pending } = activity();
    if (hasSettled(rule, { now: Date.now(), readyAt, lastActivity: last, pending })) return;
    await page.waitForTimeout(50);
  }
};

/**
 * Resolves once the page has had two idle periods from now: every idle callback the page asked for before (with or
 * without a timeout) has run by then, however busy the machine kept it. Without requestIdleCallback: a task later.
 */
const pageIdle = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback !== 'function') {
          setTimeout(resolve, 0);
          return;
        }
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );

/** Idle rounds at most: a page that keeps asking for code when idle is measured after this many. */
const MAX_IDLE_ROUNDS = 10;

/**
 * The JavaScript a page fetches before the user clicks, as `npm run bench:modal` counts it: in headless Chromium
 * (a fresh profile, so nothing is cached), every script response from the page's own origin until the open button
 * is ready and the network has then been quiet (BENCH_SETTLE) — the entry chunk, its static imports and every lazy
 * chunk the page fetches on its own (on idle, or as it starts) — gzip -9 per file. Nothing is clicked or hovered.
 * What the page fetches when idle is counted however late the idle period comes (a busy machine delays it past the
 * settle rule's wait): the page is let go idle, then settle, until a round fetches nothing new.
 */
export async function measureBeforeClick(options: MeasureOptions): Promise<BeforeClick> {
  const origin = new URL(options.url).origin;
  const browser = await launchJourneyBrowser();
  try {
    const page = await browser.context.newPage();
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    let last = Date.now();
    let pending = 0;
    let requests = 0;
    page.on('request', () => {
      requests += 1;
      pending += 1;
      last = Date.now();
    });
    const settled = () => {
      pending = Math.max(0, pending - 1);
      last = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !isScript(response)) return;
      bodies.set(
        url.pathname,
        response.body().catch(() => undefined),
      );
    });
    await page.goto(options.url, { waitUntil: 'load' });
    await page.locator(options.button).first().waitFor({ state: 'visible', timeout: 30_000 });
    for (let round = 0; round < MAX_IDLE_ROUNDS; round += 1) {
      const before = requests;
      await pageIdle(page);
      // The wait after the button got ready is the first round's; later rounds wait for quiet only.
      const rule = options.settle ?? BENCH_SETTLE;
      await waitUntilSettled(page, round === 0 ? rule : { ...rule, afterReadyMs: 0 }, () => ({
        last,
        pending,
      }));
      if (requests === before) break;
    }
    const fetched = new Map<string, Buffer>();
    for (const [path, body] of bodies) {
      const content = await body;
      if (content === undefined) throw new Error(`could not read the script ${path}`);
      fetched.set(path, content);
    }
    return sumScripts(fetched);
  } finally {
    await browser.close();
  }
}
