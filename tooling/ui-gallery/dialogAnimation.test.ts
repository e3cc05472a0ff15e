import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { dialogStyles } from '../../ui-react/shell/Dialog/styles.js';
import { baseStyles } from '../../ui-react/theme/baseStyles.js';

// The card's animations in Chromium with motion on (the journeys run with reduced motion, which hides them):
// a shake for a blocked close must not replay the card's entrance when it ends — a replay drops the card to
// transparent and brings it back, a visible blink after every Escape while sign-in is required. The entrance
// moves the card and fades the backdrop's colour only: what the card shows is legible from the first frame.

let browser: Browser;

const html = `<!doctype html><body><div id="host"></div><script>
  const root = document.getElementById('host').attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = ${JSON.stringify(baseStyles('block') + dialogStyles)};
  root.append(style);
  root.innerHTML += '<div class="latch-root"><div class="latch-overlay" data-state="open">' +
    '<div class="latch-card" data-state="open"><div class="latch-view" data-first="">first</div></div></div></div>';
</script></body>`;

const card = (page: Page) => page.locator('#host .latch-card');
const opacity = (page: Page) => card(page).evaluate((element) => getComputedStyle(element).opacity);
const runningAnimations = (page: Page) =>
  card(page).evaluate((element) =>
    element
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName),
  );

async function shakeOnce(page: Page) {
  await card(page).evaluate((element) => element.setAttribute('data-shaking', 'true'));
  await page.waitForFunction(
    () =>
      (
        document.getElementById('host')?.shadowRoot?.querySelector('.latch-card')?.getAnimations() ?? []
      ).every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  await card(page).evaluate((element) => element.removeAttribute('data-shaking'));
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['a dialog (1280 px)', { width: 1280, height: 800 }],
  ['a bottom sheet (360 px)', { width: 360, height: 740 }],
])('the card as %s', (_name, viewport) => {
  it('stays opaque and still after a shake ends, and shakes again the next time', async () => {
    const page = await browser.newPage({ viewport });
    try {
      await page.setContent(html);
      await page.waitForFunction(() => {
        const element = document.getElementById('host')?.shadowRoot?.querySelector('.latch-card');
        return element !== null && element !== undefined && getComputedStyle(element).opacity === '1';
      });
      await shakeOnce(page);
      // Right after the shake: no entrance replayed.
      expect(await runningAnimations(page)).toEqual([]);
      expect(await opacity(page)).toBe('1');
      // A second blocked close shakes again.
      await card(page).evaluate((element) => element.setAttribute('data-shaking', 'true'));
      expect(await runningAnimations(page)).toContain('latch-shake');
      await card(page).evaluate((element) => element.removeAttribute('data-shaking'));
      expect(await opacity(page)).toBe('1');
    } finally {
      await page.close();
    }
  });
});

describe('the entrance', () => {
  it('keeps the card, the backdrop and the first view opaque from its first frame; the backdrop colour fades in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      // The page's animations held at their first frame: on a busy machine the entrance could end before it is
      // read (the test reads the first frame, not how long the machine took to get there).
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Animation.enable');
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await page.setContent(html);
      const first = await page.evaluate(() => {
        const root = document.getElementById('host')?.shadowRoot;
        const style = (selector: string) => {
          const element = root?.querySelector(selector);
          if (!element) throw new Error(`no ${selector}`);
          return { opacity: getComputedStyle(element).opacity, animations: element.getAnimations() };
        };
        const overlay = style('.latch-overlay');
        const card = style('.latch-card');
        const view = style('.latch-view');
        return {
          opacities: [overlay.opacity, card.opacity, view.opacity],
          running: [...overlay.animations, ...card.animations, ...view.animations]
            .filter((animation) => animation.playState === 'running')
            .map((animation) => (animation as CSSAnimation).animationName)
            .sort(),
        };
      });
      expect(first.running).toEqual(['latch-backdrop-in', 'latch-card-in']);
      expect(first.opacities).toEqual(['1', '1', '1']);
      // A view navigated to (no data-first) still fades in.
      const later = await page.evaluate(() => {
        const card = document.getElementById('host')?.shadowRoot?.querySelector('.latch-card');
        const view = document.createElement('div');
        view.className = 'latch-view';
        card?.append(view);
        return view.getAnimations().map((animation) => (animation as CSSAnimation).animationName);
      });
      expect(later).toEqual(['latch-fade-in']);
    } finally {
      await page.close();
    }
  });
});
