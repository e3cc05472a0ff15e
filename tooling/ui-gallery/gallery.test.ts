// Real Chromium over the built gallery page: axe-core per view and theme, screenshots into
// test-results/ui-gallery/, the modal unchanged by a hostile host page, and the primary action of a long view in
// sight at 1280×800 and 360 px (issue 17 #5: checked with element boxes, not screenshots).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { scanQrCode } from '../../testkits/browser/scanQrCode.js';
import { captureShot, DESKTOP, openScenario, PHONE, type Shot, type Viewport } from './capture.js';
import { compareHostile } from './compareHostile.js';
import type { GalleryScenario } from './scenario.js';
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

/** Opens a scenario on a fresh page, runs `check` on it, and closes the page. */
const onScenario = async (
  scenario: Parameters<typeof openScenario>[2],
  viewport: Viewport,
  check: (page: Page) => Promise<void>,
): Promise<void> => {
  const { url, chromium } = ready();
  const page = await openScenario(chromium, url, scenario, viewport);
  try {
    await check(page);
  } finally {
    await page.context().close();
  }
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

interface Case {
  readonly view: GalleryScenario['view'];
  readonly state: string;
  /** The primary action (selectors pierce the open shadow root). */
  readonly action: string;
}

const CASES: readonly Case[] = [
  { view: 'OnRamp', state: 'quote', action: '.latch-send-submit' },
  { view: 'Swap', state: 'approving', action: '.latch-send-submit' },
  { view: 'Swap', state: 'approving', action: '.latch-swap-progress .latch-send-status' },
  { view: 'Swap', state: 'preview', action: '.latch-send-submit' },
  { view: 'Send', state: 'normal', action: '.latch-send-submit' },
];

/** The action's box, and whether it lies fully inside the card, the viewport, and is what the page shows there. */
const inSight = (page: Page, action: string) =>
  page
    .locator(action)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const card = element.closest('.latch-card')?.getBoundingClientRect();
      const root = element.getRootNode() as ShadowRoot;
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        height: Math.round(box.height),
        insideCard: card !== undefined && box.top >= card.top && box.bottom <= card.bottom + 0.5,
        insideViewport: box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
        shown: hit !== null && (element === hit || element.contains(hit)),
      };
    });

describe.each([
  ['1280×800', DESKTOP],
  ['360 px', PHONE],
] as const)('primary actions at %s', (_, viewport: Viewport) => {
  it.each(CASES)(
    '$view ($state): the primary action is inside the visible modal, full height',
    async ({ view, state, action }) => {
      await onScenario({ view, state, theme: 'dark' } as never, viewport, async (page) => {
        const result = await inSight(page, action);
        expect(result).toMatchObject({ insideCard: true, insideViewport: true, shown: true });
        // Never squashed by the content above it (a button keeps its 44 px).
        expect(result.height).toBeGreaterThanOrEqual(action === '.latch-send-submit' ? 44 : 20);
      });
    },
    30_000,
  );
});

describe("Send's amount card", () => {
  it.each([
    ['360 px', PHONE],
    ['1280×800', DESKTOP],
  ] as const)(
    'at %s keeps Max inside the card beside a 5-digit dollar value and balance (issue 17 #6)',
    async (_, viewport) => {
      await onScenario({ view: 'Send', state: 'filled', theme: 'dark' }, viewport, async (page) => {
        await page.locator('.latch-send-amount').fill('12050.5');
        await page.locator('[data-field="value"]').filter({ hasText: '12,050' }).waitFor();
        const inside = await page.locator('.latch-send-max').evaluate((max) => {
          const box = max.getBoundingClientRect();
          const card = max.closest('.latch-send-box')?.getBoundingClientRect();
          const balance = max.parentElement?.querySelector('[data-field="balance"]');
          return {
            maxInCard: card !== undefined && box.left >= card.left && box.right <= card.right - 8,
            balanceNotCut:
              balance !== null && balance !== undefined && balance.scrollWidth <= balance.clientWidth + 1,
          };
        });
        expect(inside).toEqual({ maxInCard: true, balanceNotCut: true });
      });
    },
    30_000,
  );
});

describe("Send's review (issue 30 §4, §8)", () => {
  it.each([
    ['preview', '360 px', PHONE],
    ['rejected', '360 px', PHONE],
    ['rejected', '1280×800', DESKTOP],
  ] as const)(
    '%s at %s: scrolled to its end, nothing of it lies under the sticky action bar',
    async (state, _, viewport) => {
      await onScenario({ view: 'Send', state, theme: 'dark' }, viewport, async (page) => {
        const layout = await page.locator('.latch-send').evaluate((form) => {
          form.scrollTop = form.scrollHeight;
          const bar = form.querySelector(':scope > .latch-send-actions')?.getBoundingClientRect();
          const content = [...form.children].filter((child) => !child.matches('.latch-send-actions'));
          const last = content.at(-1)?.getBoundingClientRect();
          const covered = [...form.querySelectorAll('.latch-send-details-sub, .latch-send-error')]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => bar !== undefined && box.bottom > bar.top + 0.5).length;
          return {
            lastAboveBar: last !== undefined && bar !== undefined && last.bottom <= bar.top + 0.5,
            covered,
          };
        });
        expect(layout).toEqual({ lastAboveBar: true, covered: 0 });
      });
    },
    30_000,
  );

  it('Max on ETH fills at most 3 decimals, shown whole in its field at 360 px', async () => {
    await onScenario({ view: 'Send', state: 'max', theme: 'dark' }, PHONE, async (page) => {
      const field = await page.locator('.latch-send-amount').evaluate((input: HTMLInputElement) => ({
        value: input.value,
        fits: input.scrollWidth <= input.clientWidth + 1,
      }));
      expect(field.value).toMatch(/^\d+(\.\d{1,3})?$/);
      expect(field.fits).toBe(true);
    });
  }, 30_000);
});

describe("Connect's wallet rows", () => {
  it.each([
    ['360 px', PHONE],
    ['1280×800', DESKTOP],
  ] as const)(
    "at %s show each wallet's whole name beside its badge: the sandbox wallet's beside INSTALLED (issue 17)",
    async (_, viewport) => {
      await onScenario({ view: 'Connect', state: 'normal', theme: 'dark' }, viewport, async (page) => {
        const sandbox = page.locator('.latch-connect-list [data-wallet-id="dev.latch.sandbox"]');
        await sandbox.locator('.latch-badge').filter({ hasText: 'Installed' }).waitFor();
        const rows = await page.locator('.latch-connect-list .latch-row').evaluateAll((buttons) =>
          buttons.map((button) => {
            const label = button.querySelector('.latch-row-label');
            const end = button.querySelector('.latch-row-end')?.getBoundingClientRect();
            const box = button.getBoundingClientRect();
            return {
              name: label?.textContent,
              whole:
                label !== null &&
                label.scrollWidth <= label.clientWidth + 1 &&
                label.scrollHeight <= label.clientHeight + 1,
              endInside: end !== undefined && end.right <= box.right + 0.5,
            };
          }),
        );
        expect(rows.map((row) => row.name)).toContain('Latch Sandbox Wallet');
        expect(rows.filter((row) => !row.whole || !row.endInside)).toEqual([]);
      });
    },
    30_000,
  );
});

describe('keyboard focus', () => {
  it('the Tokens / Activity tabs show the focus ring, the selected one too (issue 17)', async () => {
    await onScenario({ view: 'Account', state: 'tokens', theme: 'dark' }, PHONE, async (page) => {
      const tabs = page.locator('.latch-tab');
      expect(await tabs.count()).toBe(2);
      const ringOf = async (index: number) => {
        const tab = tabs.nth(index);
        const before = await tab.evaluate((element) => getComputedStyle(element).boxShadow);
        await tab.focus();
        await page.keyboard.press('Shift');
        const focused = await tab.evaluate((element) => ({
          visible: element.matches(':focus-visible'),
          shadow: getComputedStyle(element).boxShadow,
        }));
        return { before, ...focused };
      };
      for (const index of [0, 1]) {
        const { before, visible, shadow } = await ringOf(index);
        expect(visible).toBe(true);
        expect(shadow).not.toBe(before);
        expect(shadow).toContain('0px 0px 0px 4px');
      }
    });
  }, 30_000);
});
