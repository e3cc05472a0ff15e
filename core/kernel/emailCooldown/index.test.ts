import { describe, expect, it } from 'vitest';
import * as throttle from './index.js';

describe('core/kernel/emailCooldown entry point', () => {
  it('exports exactly this public API', () => {
    expect(Object.keys(throttle).sort()).toEqual([
      'EMAIL_LOGIN_COOLDOWN_MS',
      'EmailLoginThrottle',
      'LAST_EMAIL_LOGIN_TIME_KEY',
      'cooldownRemaining',
      'createLazyEmailThrottle',
      'emailThrottledError',
    ]);
  });
});
