import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

describe('RPC constants (SPEC §8/§9)', () => {
  it('pins every value', () => {
    expect({ ...constants }).toEqual({
      RPC_TIMEOUT_MS: 10_000,
      RPC_BATCH_SIZE: 1000,
      RPC_BATCH_WAIT_MS: 0,
      RPC_RETRY_DELAY_MS: 150,
      RPC_RETRY_COUNT: 3,
      RPC_RETRY_ERROR_CODES: [-1, -32603, -32005],
      RPC_RETRY_HTTP_STATUSES: [403, 408, 413, 429, 500, 502, 503, 504],
      FALLBACK_PING_METHOD: 'net_listening',
      FALLBACK_PING_INTERVAL_MS: 4000,
      FALLBACK_PING_TIMEOUT_MS: 1000,
      FALLBACK_SAMPLE_COUNT: 10,
      FALLBACK_WEIGHTS: { stability: 0.7, latency: 0.3 },
      DATA_RETRY: { baseMs: 1000, maxMs: 30_000, retries: 3 },
    });
  });
});
