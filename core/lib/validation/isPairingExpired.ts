/** A pairing with less than this much time left counts as expired (SPEC §9: expiry margin 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

/** SPEC §5: a pairing is expired when its expiry is missing or less than 10 s away from `nowMs`. */
export const isPairingExpired = (expiryMs: number | undefined, nowMs: number): boolean =>
  expiryMs === undefined || !(expiryMs - nowMs >= PAIRING_EXPIRY_MARGIN_MS);
