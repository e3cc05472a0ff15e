import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, MAX_TOASTS, TOAST_DURATION_MS } from './createToastStore.js';

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast for 4 s and notifies subscribers', () => {
    const toasts = createToastStore();
    const seen: number[] = [];
    toasts.subscribe(() => seen.push(toasts.get().length));
    toasts.show({ tone: 'success', title: 'Signed' });
    expect(toasts.get()).toEqual([{ id: 1, tone: 'success', title: 'Signed' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
    expect(seen).toEqual([1, 0]);
  });

  it('keeps at most three, dropping the oldest', () => {
    const toasts = createToastStore();
    for (const title of ['a', 'b', 'c', 'd']) toasts.show({ tone: 'info', title }, null);
    expect(toasts.get().map((toast) => toast.title)).toEqual(['b', 'c', 'd']);
    expect(MAX_TOASTS).toBe(3);
  });

  it('a sticky toast stays until updated, then times out', () => {
    const toasts = createToastStore();
    const id = toasts.show({ tone: 'info', title: 'Transaction sent', hash: '0xabc' }, null);
    vi.advanceTimersByTime(60_000);
    expect(toasts.get()[0]?.title).toBe('Transaction sent');
    toasts.update(id, { tone: 'success', title: 'Transaction confirmed', hash: '0xabc' }, 1_000);
    expect(toasts.get()).toEqual([{ id, tone: 'success', title: 'Transaction confirmed', hash: '0xabc' }]);
    vi.advanceTimersByTime(1_000);
    expect(toasts.get()).toEqual([]);
    toasts.update(id, { tone: 'error', title: 'gone' });
    expect(toasts.get()).toEqual([]);
  });

  it('dismiss and dispose clear timers', () => {
    const toasts = createToastStore();
    const first = toasts.show({ tone: 'error', title: 'x' });
    toasts.show({ tone: 'error', title: 'y' });
    toasts.dismiss(first);
    expect(toasts.get().map((toast) => toast.title)).toEqual(['y']);
    toasts.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
