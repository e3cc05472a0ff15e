import { REGISTRATION_TIMESTAMP_TOLERANCE_MS } from './nameRules.js';

/**
 * Whether a signed timestamp (Unix seconds) is within the tolerance (±10 s) of the server clock
 * (`nowMs`, Unix milliseconds); both ends are inclusive.
 */
export const isTimestampFresh = (
  timestampSeconds: number,
  nowMs: number,
  toleranceMs = REGISTRATION_TIMESTAMP_TOLERANCE_MS,
): boolean => Number.isFinite(timestampSeconds) && Math.abs(nowMs - timestampSeconds * 1000) <= toleranceMs;
