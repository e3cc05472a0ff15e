import { describe, expect, it } from 'vitest';
import { isApiError } from '../../api/http/ApiError.js';
import { checkMetricsAccess, readMetricsAccess } from './metricsAccess.js';

const refusal = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return isApiError(error) ? { status: error.status, headers: error.headers } : 'thrown';
  }
};

describe('readMetricsAccess', () => {
  it('is closed by default, open in development, token-gated when LATCH_METRICS_TOKEN is set', () => {
    expect(readMetricsAccess({})).toBe('closed');
    expect(readMetricsAccess({ LATCH_DEVELOPMENT: '1' })).toBe('open');
    expect(readMetricsAccess({ LATCH_DEVELOPMENT: '1', LATCH_METRICS_TOKEN: 'x'.repeat(16) })).toEqual({
      token: 'x'.repeat(16),
    });
    expect(readMetricsAccess({ LATCH_METRICS_TOKEN: '' })).toBe('closed');
  });

  it('refuses a token too short to be one, naming the variable', () => {
    expect(() => readMetricsAccess({ LATCH_METRICS_TOKEN: 'short' })).toThrow(
      'LATCH_METRICS_TOKEN must be at least 16 characters',
    );
  });
});

describe('checkMetricsAccess', () => {
  const token = { token: 'a-metrics-token-of-length' };

  it('lets the bearer of the token in, and nobody else', () => {
    expect(refusal(() => checkMetricsAccess(token, 'Bearer a-metrics-token-of-length'))).toBe('allowed');
    for (const presented of [
      undefined,
      '',
      'Bearer ',
      'Bearer a-metrics-token-of-lengthX',
      'a-metrics-token-of-length',
    ]) {
      expect(refusal(() => checkMetricsAccess(token, presented))).toEqual({
        status: 401,
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
  });

  it('answers 403 when closed and lets anyone in when open', () => {
    expect(refusal(() => checkMetricsAccess('closed', 'Bearer anything'))).toEqual({
      status: 403,
      headers: {},
    });
    expect(refusal(() => checkMetricsAccess('open', undefined))).toBe('allowed');
  });
});
