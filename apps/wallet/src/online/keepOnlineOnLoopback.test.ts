// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, keepOnlineOnLoopback } from './keepOnlineOnLoopback.js';

/** A fresh window-like object whose navigator reports offline, as Chromium does with no route. */
function offlineWindow() {
  const target = new EventTarget();
  const navigator = Object.create(window.navigator, { onLine: { configurable: true, get: () => false } });
  return {
    navigator,
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
}

describe('keepOnlineOnLoopback', () => {
  it('knows loopback URLs', () => {
    expect(
      ['ws://127.0.0.1:8788', 'http://localhost:8545', 'http://[::1]:1', 'http://127.9.0.1'].map(
        isLoopbackUrl,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['ws://relay.example.org', 'http://10.0.0.1', 'nonsense', 'http://127.0.0.1.nip.io'].map(isLoopbackUrl),
    ).toEqual([false, false, false, false]);
  });

  it('reports online and swallows offline events when every endpoint is on loopback', () => {
    const win = offlineWindow();
    let sdkSawOffline = false;
    expect(keepOnlineOnLoopback(win, ['ws://127.0.0.1:8788', 'http://127.0.0.1:8545'])).toBe(true);
    win.addEventListener('offline', () => {
      sdkSawOffline = true;
    });
    win.dispatchEvent(new Event('offline'));
    expect(win.navigator.onLine).toBe(true);
    expect(sdkSawOffline).toBe(false);
  });

  it('leaves the browser alone when an endpoint is elsewhere', () => {
    const win = offlineWindow();
    let sawOffline = false;
    expect(keepOnlineOnLoopback(win, ['wss://relay.example.org', 'http://127.0.0.1:8545'])).toBe(false);
    expect(keepOnlineOnLoopback(win, [])).toBe(false);
    win.addEventListener('offline', () => {
      sawOffline = true;
    });
    win.dispatchEvent(new Event('offline'));
    expect(win.navigator.onLine).toBe(false);
    expect(sawOffline).toBe(true);
  });
});
