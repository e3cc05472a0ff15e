import { describe, expect, it } from 'vitest';
import { checkSiwxTimes } from './checkSiwxTimes.js';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const SKEW = 5_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const check = (times: { issuedAt: string; expirationTime?: string; notBefore?: string }) => {
  const result = checkSiwxTimes(times, { now: NOW, skewMs: SKEW });
  return result.isOk() ? 'ok' : result.error.code;
};

describe('checkSiwxTimes', () => {
  it('accepts a message issued now or a little ahead, within the skew', () => {
    expect(check({ issuedAt: at(0) })).toBe('ok');
    expect(check({ issuedAt: at(SKEW) })).toBe('ok');
    expect(check({ issuedAt: at(SKEW + 1) })).toBe('SIWX_MESSAGE_NOT_YET_VALID');
  });

  it('refuses a message at or after its expiry plus the skew', () => {
    expect(check({ issuedAt: at(-60_000), expirationTime: at(-SKEW + 1) })).toBe('ok');
    expect(check({ issuedAt: at(-60_000), expirationTime: at(-SKEW) })).toBe('SIWX_MESSAGE_EXPIRED');
    expect(check({ issuedAt: at(-60_000), expirationTime: at(-3_600_000) })).toBe('SIWX_MESSAGE_EXPIRED');
  });

  it('refuses a message before its Not Before less the skew', () => {
    expect(check({ issuedAt: at(0), notBefore: at(SKEW) })).toBe('ok');
    expect(check({ issuedAt: at(0), notBefore: at(SKEW + 1) })).toBe('SIWX_MESSAGE_NOT_YET_VALID');
  });

  it('refuses times it cannot read', () => {
    expect(check({ issuedAt: 'now' })).toBe('SIWX_MESSAGE_INVALID');
    expect(check({ issuedAt: at(0), expirationTime: 'later' })).toBe('SIWX_MESSAGE_INVALID');
    expect(check({ issuedAt: at(0), notBefore: 'soon' })).toBe('SIWX_MESSAGE_INVALID');
  });
});
