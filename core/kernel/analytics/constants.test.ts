import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_EVENT,
  DEFAULT_SDK_VERSION,
  ERROR_TELEMETRY_LIMIT,
  ERROR_TELEMETRY_WINDOW_MS,
} from './constants.js';

describe('analytics constants (SPEC §7, §8, §9)', () => {
  it('pins the error telemetry cap: 5 events per rolling 60 s', () => {
    expect(ERROR_TELEMETRY_LIMIT).toBe(5);
    expect(ERROR_TELEMETRY_WINDOW_MS).toBe(60_000);
  });

  it('pins the default SDK version label and the generic error event', () => {
    expect(DEFAULT_SDK_VERSION).toBe('html-wagmi-4.2.2');
    expect(DEFAULT_ERROR_EVENT).toBe('INTERNAL_SDK_ERROR');
  });
});
