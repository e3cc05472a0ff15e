import { describe, expect, it, vi } from 'vitest';
import { createPopupOpener } from './createPopupOpener.js';

/** A host window whose `open` returns `popup` (null: blocked), with its message listeners and one interval. */
const fakeHost = (popup: { closed: boolean; close: () => void; location: { href: string } } | null) => {
  const listeners = new Set<(event: MessageEvent) => void>();
  let tick: (() => void) | undefined;
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
  };
  const post = (source: unknown, origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ source, origin, data } as MessageEvent);
  };
  return { host: host as unknown as Window, post, tick: () => tick?.(), listeners };
};

describe('createPopupOpener', () => {
  it('is undefined when the browser blocks the popup', () => {
    expect(createPopupOpener(fakeHost(null).host).open()).toBeUndefined();
  });

  it('opens about:blank, navigates it, passes on only its own messages, and reports it closed once', () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const { host, post, tick, listeners } = fakeHost(popup);
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
    expect(closed).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
