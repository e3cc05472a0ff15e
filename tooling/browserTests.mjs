// Which tests need Chromium, and what `npm test` does without it.
import { existsSync } from 'node:fs';

/** The browser the harnesses launch (tooling/ui-gallery/browser.ts, e2e/harness/browser.ts, apps/wallet/testing). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Test files that drive headless Chromium: the e2e journeys, the UI gallery and its screenshots, the wallet
 * page. `tooling/browserTests.test.ts` checks no other test file reaches playwright.
 */
export const BROWSER_TESTS = Object.freeze([
  'e2e/**',
  'tooling/ui-gallery/gallery.test.ts',
  'tooling/ui-gallery/screenshots.test.ts',
  'apps/wallet/wallet.test.ts',
  'services/embedded-wallet/frame/frame.browser.test.ts',
  'services/embedded-wallet/social/socialPopup.browser.test.ts',
  'tooling/ui-gallery/dialogAnimation.test.ts',
  'tooling/wallet-logos/logoBadges.test.ts',
  'tooling/size-budget/measureBeforeClick.browser.test.ts',
  'tooling/packages/viteHost.test.ts',
  'tooling/packages/nextHost.test.ts',
]);

/**
 * Without Chromium at `path`: the one line `npm test` prints instead of a launcher stack trace, and the
 * environment that makes vitest.config.ts leave the browser tests out. Undefined when Chromium is there.
 */
export const withoutChromium = (path = CHROMIUM_PATH, exists = existsSync) =>
  exists(path)
    ? undefined
    : {
        line:
          `Chromium is missing (${path}): the browser tests (${BROWSER_TESTS.join(', ')}) were not run. ` +
          'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), then run `npm test` again.',
        env: { LATCH_WITHOUT_BROWSER: '1' },
      };
