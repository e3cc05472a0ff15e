// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserViewServices } from './viewServices.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('browserViewServices', () => {
  it('tells the wall-clock time and runs cancellable timers', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    expect(browserViewServices.now()).toBe(Date.UTC(2026, 0, 1));
    const fired: string[] = [];
    browserViewServices.setTimeout(() => fired.push('kept'), 100);
    const cancel = browserViewServices.setTimeout(() => fired.push('cancelled'), 100);
    cancel();
    vi.advanceTimersByTime(100);
    expect(fired).toEqual(['kept']);
  });

  it('copies through the clipboard API, and fails without one', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = vi.fn(async (_text: string) => undefined);
    try {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await browserViewServices.copyText('wc:abc');
      expect(writeText).toHaveBeenCalledWith('wc:abc');
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await expect(browserViewServices.copyText('wc:abc')).rejects.toThrow('clipboard unavailable');
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('opens a deep link in the same tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browserViewServices.openUrl('trust://wc?uri=wc%3Aabc');
    expect(open).toHaveBeenCalledWith('trust://wc?uri=wc%3Aabc', '_self', 'noopener,noreferrer');
  });

  it('never opens what the URL policy refuses (javascript:, data:, vbscript:, file:)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const href of [
      'javascript://%0Aalert(document.domain)/wc?uri=wc%3Aabc',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ])
      browserViewServices.openUrl(href);
    expect(open).not.toHaveBeenCalled();
  });
});
