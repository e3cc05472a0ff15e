/** SPEC §4/§9: an open toast closes first; the new one appears this long after (the exit animation). */
export const TOAST_SWAP_DELAY_MS = 150;

/** SPEC §9: how long an auto-closing toast stays open. */
export const TOAST_DEFAULT_DURATION_MS = 4_000;

/** SPEC §9: toasts on screen at once, open or closing. */
export const MAX_VISIBLE_TOASTS = 3;
