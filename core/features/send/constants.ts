/** Send timings and rules (SPEC §9 debounce default; the rest are product choices documented here). */

/** A receiver typed as a name is looked up once typing pauses this long (SPEC §9 debounce default 500 ms). */
export const SEND_NAME_DEBOUNCE_MS = 500;

/**
 * "Max" of the native token keeps this many times the estimated fee back: wallets price gas themselves, often
 * above the estimate (e.g. 2 × base fee + tip against an estimate of 1.2 × base fee + tip).
 */
export const MAX_NATIVE_FEE_RESERVE = 2n;
