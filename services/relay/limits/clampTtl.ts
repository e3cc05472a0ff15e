/** Mailbox lifetime bounds (CONTRACTS §2): 30 s to 7 days. */
export const MIN_TTL_SECONDS = 30;
export const MAX_TTL_SECONDS = 7 * 86_400;
/** What a publish without a ttl gets (the SDKs' own default for session messages). */
export const DEFAULT_TTL_SECONDS = 300;

/** The seconds a message stays in the mailbox: the publisher's ttl clamped to 30 s – 7 days. */
export const clampTtl = (ttl: number | undefined): number =>
  Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, ttl ?? DEFAULT_TTL_SECONDS));
