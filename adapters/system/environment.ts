import type { IdSource, Platform } from '../../ports/index.js';

/** Random v4 UUIDs from the Web Crypto API (browsers and Node ≥ 19). */
export const createCryptoIds = (): IdSource => ({
  uuid: () => globalThis.crypto.randomUUID(),
});

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
});
