import { describe, expect, it, vi } from 'vitest';
import { CLOSED_GRACE_MS, createPopupOpener } from './createPopupOpener.js';

/** A host window whose `open` returns `popup` (null: blocked), with its message listeners, one interval and one timeout. */
const fakeHost = (popup: { closed: boolean; close: () => void; location: { href: string } } | null) => {
  const listeners = new Set<(event: MessageEvent) => void>();
  let tick: (() => void) | undefined;
  let timeout: { callback: () => void; ms: number } | undefined;
  const host = {
    open: vi.fn(() => popup),
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    setInterval: (callback: () => void) => {
      tick = callback;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
    setTimeout: (callback: () => void, ms: number) => {
      timeout = { callback, ms };
      return 2;
    },
    clearTimeout: () => {
      timeout = undefined;
    },
  };
  const post = (source: unknown, origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ source, origin, data } as MessageEvent);
  };
  const elapse = () => {
    const due = timeout;
    timeout = undefined;
    due?.callback();
  };
  return {
    host: host as unknown as Window,
    post,
    tick: () => tick?.(),
    elapse,
    listeners,
    timeoutMs: () => timeout?.ms,
  };
};

describe('createPopupOpener', () => {
  it('is undefined when the browser blocks the popup', () => {
    expect(createPopupOpener(fakeHost(null).host).open()).toBeUndefined();
  });

  it('opens about:blank, navigates it, passes on only its own messages, and reports it closed once', () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const { host, post, tick, elapse, listeners } = fakeHost(popup);
    const window = createPopupOpener(host).open();
    expect(host.open).toHaveBeenCalledWith('about:blank', 'latch-social', 'popup,width=480,height=640');
    window?.navigate('https://wallet.example/authorize');
    expect(popup.location.href).toBe('https://wallet.example/authorize');
    const messages: unknown[] = [];
    const closed = vi.fn();
    window?.watch((message) => messages.push(message), closed);
    post({}, 'https://wallet.example', { resultUri: 'forged' });
    post(popup, 'https://wallet.example', { resultUri: 'r' });
    expect(messages).toEqual([{ origin: 'https://wallet.example', data: { resultUri: 'r' } }]);
    tick();
    expect(closed).not.toHaveBeenCalled();
    popup.closed = true;
    tick();
    tick();
    expect(closed).not.toHaveBeenCalled();
    elapse();
    elapse();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('still takes the result its popup posted just before closing, within the grace, and then no close', () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const { host, post, tick, elapse, timeoutMs } = fakeHost(popup);
    const window = createPopupOpener(host).open();
    const messages: unknown[] = [];
    const closed = vi.fn();
    // The store stops watching once it has the result (SocialLoginStore drops the popup).
    const stop = window?.watch((message) => {
      messages.push(message);
      stop?.();
    }, closed);
    popup.closed = true;
    tick();
    expect(timeoutMs()).toBe(CLOSED_GRACE_MS);
    post(popup, 'https://wallet.example', { resultUri: 'late' });
    expect(messages).toEqual([{ origin: 'https://wallet.example', data: { resultUri: 'late' } }]);
    elapse();
    expect(closed).not.toHaveBeenCalled();
  });
});
