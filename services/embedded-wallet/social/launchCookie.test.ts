import { describe, expect, it } from 'vitest';
import {
  browserHashOf,
  clearLaunchCookie,
  isLaunchingBrowser,
  launchSecretOf,
  newBrowserSecret,
  setLaunchCookie,
} from './launchCookie.js';

describe('the launch cookie of a social login', () => {
  it('is Secure on an https origin only, HttpOnly and SameSite=Lax under /social everywhere', () => {
    const secret = newBrowserSecret();
    expect(setLaunchCookie(secret, 600_000, 'https://wallet.example')).toBe(
      `latch_social_login=${secret}; Max-Age=600; Path=/social; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(setLaunchCookie(secret, 1_500, 'http://127.0.0.1:8790')).toBe(
      `latch_social_login=${secret}; Max-Age=2; Path=/social; HttpOnly; SameSite=Lax`,
    );
    expect(clearLaunchCookie('https://wallet.example')).toBe(
      'latch_social_login=; Max-Age=0; Path=/social; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('is read from a Cookie header among others, and only when well formed', () => {
    const secret = newBrowserSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(launchSecretOf(`a=1; latch_social_login=${secret}; b=2`)).toBe(secret);
    expect(launchSecretOf(`latch_social_login_x=${secret}`)).toBeUndefined();
    expect(launchSecretOf('latch_social_login=short')).toBeUndefined();
    expect(launchSecretOf(`latch_social_login=${secret}%00`)).toBeUndefined();
    expect(launchSecretOf(undefined)).toBeUndefined();
  });

  it('matches only the secret whose hash the login keeps', () => {
    const secret = newBrowserSecret();
    const kept = browserHashOf(secret);
    expect(kept).not.toContain(secret);
    expect(isLaunchingBrowser(secret, kept)).toBe(true);
    expect(isLaunchingBrowser(newBrowserSecret(), kept)).toBe(false);
    expect(isLaunchingBrowser(undefined, kept)).toBe(false);
    expect(isLaunchingBrowser(secret, undefined)).toBe(false);
    expect(isLaunchingBrowser(secret, 'not hex')).toBe(false);
  });
});
