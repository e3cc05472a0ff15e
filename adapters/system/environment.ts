import type { IdSource, Platform, TelegramPlatform } from '../../ports/index.js';

/** Random v4 UUIDs from the Web Crypto API (browsers and Node ≥ 19). */
export const createCryptoIds = (): IdSource => ({
  uuid: () => globalThis.crypto.randomUUID(),
});

/** Telegram's WebApp.platform values, as SPEC §5's filter groups them. */
const TELEGRAM_PLATFORMS: Readonly<Record<string, TelegramPlatform>> = {
  ios: 'ios',
  macos: 'mac',
  android: 'android',
  android_x: 'android',
};

/** The platform of a Telegram mini-app (`window.Telegram.WebApp.platform`); undefined outside Telegram. */
export const telegramPlatformOf = (scope: unknown): TelegramPlatform | undefined => {
  const telegram = (scope as { Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } } })
    ?.Telegram;
  const platform = telegram?.WebApp?.platform;
  // Telegram's script defines WebApp on any page; only a mini-app launched by Telegram has launch data.
  if (typeof platform !== 'string' || platform === 'unknown' || telegram?.WebApp?.initData === '')
    return undefined;
  return TELEGRAM_PLATFORMS[platform] ?? 'other';
};

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Facts about the host page. Reads `navigator`/`location` lazily, so importing on a server never touches
 * `window`; without a browser it answers "desktop, no URL".
 */
export const createBrowserPlatform = (): Platform => ({
  isMobile() {
    const nav = globalThis.navigator as (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
    if (nav === undefined) return false;
    if (nav.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
    return MOBILE_UA.test(nav.userAgent ?? '');
  },
  pageUrl() {
    return typeof globalThis.location === 'object' ? globalThis.location.href : undefined;
  },
  telegramPlatform: () => telegramPlatformOf(globalThis),
});
