/** Random identifiers (analytics event ids, frame message ids, nonces). */
export interface IdSource {
  uuid(): string;
}

/** The Telegram mini-app's platform (SPEC §5's social filter): the device Telegram runs on. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other';

/** What the host page is: the only facts about the device core may know. */
export interface Platform {
  isMobile(): boolean;
  /** Full URL of the host page, or undefined outside a browser. */
  pageUrl(): string | undefined;
  /** Inside a Telegram mini-app, the platform Telegram reports; undefined elsewhere. */
  telegramPlatform?(): TelegramPlatform | undefined;
}

/**
 * Loads images before they are shown (SPEC §2: opening the modal prefetches wallet, network and connector
 * images). The core gives up waiting after its own timeout (2 s, on the Scheduler).
 */
export interface ImagePrefetcher {
  /** Settles once every image has loaded or failed; never rejects. */
  prefetch(urls: readonly string[]): Promise<void>;
}
