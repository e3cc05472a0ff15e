import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

// The one browser harness of the e2e journeys, the UI gallery and the sandbox wallet's page tests: Debian's
// Chromium through playwright-core with the flags of LOCAL-STACK "Browser" (nothing phones home). Test-only.

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A shared headless Chromium (pages in fresh contexts): the gallery and the sandbox wallet's page tests. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export interface JourneyBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  readonly viewport?: Viewport;
  /** A phone: touch, mobile user agent (the modal then offers deep links). */
  readonly mobile?: boolean;
  /** The system colour scheme the page sees (prefers-color-scheme); Chromium's default is light. */
  readonly colorScheme?: 'light' | 'dark';
}

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** One Chromium with its own fresh user data folder, removed on close (an e2e journey's browser). */
export async function launchJourneyBrowser(options: LaunchOptions = {}): Promise<JourneyBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'latch-e2e-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: options.viewport ?? DESKTOP,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      ...(options.colorScheme === undefined ? {} : { colorScheme: options.colorScheme }),
      ...(options.mobile ? { isMobile: true, hasTouch: true, userAgent: MOBILE_UA } : {}),
    });
    return {
      context,
      close: async () => {
        await context.close();
        await rm(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
}
