/** SPEC §7: error telemetry is capped at this many envelopes… */
export const ERROR_TELEMETRY_LIMIT = 5;

/** …per rolling window of this length (an error sent at `t` stops counting at `t + 60 000`). */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000;

/** SPEC §9: default SDK version label (the `sv` query parameter). */
export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2';

/** Event name of error telemetry when the caller names none (SPEC §8 INTERNAL_SDK_ERROR). */
export const DEFAULT_ERROR_EVENT = 'INTERNAL_SDK_ERROR';
