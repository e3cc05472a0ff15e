/** Random identifiers (analytics event ids, frame message ids, nonces). */
export interface IdSource {
  uuid(): string;
}

/** What the host page is: the only facts about the device core may know. */
export interface Platform {
  isMobile(): boolean;
  /** Full URL of the host page, or undefined outside a browser. */
  pageUrl(): string | undefined;
}
