import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { ToastStore } from './ToastStore.js';

const setup = () => {
  const clock = new ManualClock(0);
  return { clock, store: new ToastStore(clock) };
};

const shown = (store: ToastStore) => store.visible.map((t) => `${t.message}${t.open ? '' : ' (closing)'}`);

describe('ToastStore', () => {
  it('shows a toast at once when nothing is on screen, with SPEC defaults', () => {
    const { store } = setup();
    const id = store.show({ message: 'Address copied', variant: 'success', svg: 'checkmark' });
    expect(store.visible).toEqual([
      {
        id,
        message: 'Address copied',
        variant: 'success',
        svg: 'checkmark',
        open: true,
        autoClose: true,
        durationMs: 4_000,
        link: undefined,
      },
    ]);
  });

  it('carries a link after the message when one is given', () => {
    const { store } = setup();
    store.show({
      message: 'Sent 1 ETH',
      variant: 'success',
      link: { href: 'https://explorer.example/tx/0x01', label: 'View transaction' },
    });
    expect(store.visible[0]?.link).toEqual({
      href: 'https://explorer.example/tx/0x01',
      label: 'View transaction',
    });
  });

  it('auto-closes exactly 4000 ms after appearing, then leaves 150 ms later', () => {
    const { store, clock } = setup();
    store.show({ message: 'Done', variant: 'success' });
    clock.advance(3_999);
    expect(shown(store)).toEqual(['Done']);
    clock.advance(1);
    expect(shown(store)).toEqual(['Done (closing)']);
    clock.advance(149);
    expect(shown(store)).toEqual(['Done (closing)']);
    clock.advance(1);
    expect(store.visible).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('closes an open toast first and shows the new one 150 ms later (SPEC §4)', () => {
    const { store, clock } = setup();
    store.show({ message: 'A', variant: 'success' });
    clock.advance(1_000);
    const b = store.show({ message: 'B', variant: 'error' });
    expect(shown(store)).toEqual(['A (closing)']);
    expect(store.waitingId).toBe(b);
    clock.advance(149);
    expect(shown(store)).toEqual(['A (closing)']);
    clock.advance(1);
    expect(shown(store)).toEqual(['B']);
    expect(store.waitingId).toBeUndefined();
  });

  it('lets only the latest of several quick toasts appear', () => {
    const { store, clock } = setup();
    store.show({ message: 'A', variant: 'success' });
    store.show({ message: 'B', variant: 'success' });
    clock.advance(50);
    store.show({ message: 'C', variant: 'success' });
    clock.advance(100);
    expect(shown(store)).toEqual(['C']);
    clock.advance(10_000);
    expect(store.visible).toEqual([]);
  });

  it('waits out the exit of a dismissed toast before showing the next', () => {
    const { store, clock } = setup();
    const a = store.show({ message: 'A', variant: 'success' });
    clock.advance(500);
    expect(store.dismiss(a)).toBe(true);
    clock.advance(100);
    store.show({ message: 'B', variant: 'success' });
    expect(shown(store)).toEqual(['A (closing)']);
    clock.advance(49);
    expect(shown(store)).toEqual(['A (closing)']);
    clock.advance(1);
    expect(shown(store)).toEqual(['B']);
  });

  it('keeps loading toasts until replaced or dismissed, stacking up to three', () => {
    const { store, clock } = setup();
    const one = store.show({ message: 'Sending', variant: 'loading' });
    store.show({ message: 'Swapping', variant: 'loading' });
    clock.advance(600_000);
    expect(shown(store)).toEqual(['Sending', 'Swapping']);
    store.show({ message: 'Copied', variant: 'success' });
    expect(shown(store)).toEqual(['Sending', 'Swapping', 'Copied']);
    store.show({ message: 'Signing', variant: 'loading' });
    expect(shown(store)).toEqual(['Sending', 'Swapping', 'Copied (closing)']);
    clock.advance(150);
    expect(shown(store)).toEqual(['Sending', 'Swapping', 'Signing']);
    store.show({ message: 'Bridging', variant: 'loading' });
    expect(shown(store)).toEqual(['Sending (closing)', 'Swapping', 'Signing']);
    expect(store.dismiss(one)).toBe(false);
    clock.advance(150);
    expect(shown(store)).toEqual(['Swapping', 'Signing', 'Bridging']);
  });

  it('turns a loading toast into a result in place, which then auto-closes', () => {
    const { store, clock } = setup();
    const id = store.show({ message: 'Sending', variant: 'loading' });
    clock.advance(10_000);
    expect(store.replace(id, { message: 'Sent', variant: 'success', durationMs: 2_000 })).toBe(id);
    expect(store.visible).toEqual([
      {
        id,
        message: 'Sent',
        variant: 'success',
        svg: undefined,
        open: true,
        autoClose: true,
        durationMs: 2_000,
      },
    ]);
    clock.advance(1_999);
    expect(shown(store)).toEqual(['Sent']);
    clock.advance(1);
    expect(shown(store)).toEqual(['Sent (closing)']);
  });

  it('restarts the auto-close of a replaced auto-closing toast', () => {
    const { store, clock } = setup();
    const id = store.show({ message: 'Saved', variant: 'success' });
    clock.advance(3_000);
    store.replace(id, { message: 'Saved again', variant: 'success' });
    clock.advance(3_999);
    expect(shown(store)).toEqual(['Saved again']);
    clock.advance(1);
    expect(shown(store)).toEqual(['Saved again (closing)']);
  });

  it('replaces a waiting toast before it appears, and shows a new one when the target is gone', () => {
    const { store, clock } = setup();
    store.show({ message: 'A', variant: 'success' });
    const waiting = store.show({ message: 'Sending', variant: 'loading' });
    expect(store.replace(waiting, { message: 'Sent', variant: 'success' })).toBe(waiting);
    clock.advance(150);
    expect(store.visible.map((t) => [t.id, t.message])).toEqual([[waiting, 'Sent']]);
    store.dismiss(waiting);
    const fresh = store.replace(waiting, { message: 'Failed', variant: 'error' });
    expect(fresh).not.toBe(waiting);
    clock.advance(150);
    expect(store.visible.map((t) => [t.id, t.message])).toEqual([[fresh, 'Failed']]);
  });

  it('drops a waiting toast on dismiss; dismissing the unknown does nothing', () => {
    const { store, clock } = setup();
    store.show({ message: 'A', variant: 'success' });
    const b = store.show({ message: 'B', variant: 'success' });
    expect(store.dismiss(b)).toBe(true);
    expect(store.dismiss('toast-404')).toBe(false);
    clock.advance(1_000);
    expect(store.visible).toEqual([]);
  });

  it('falls back to the default duration for invalid durations and honours autoClose', () => {
    for (const durationMs of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { store } = setup();
      store.show({ message: 'A', variant: 'error', durationMs });
      expect(store.visible[0]?.durationMs).toBe(4_000);
    }
    const sticky = setup();
    sticky.store.show({ message: 'X', variant: 'error', autoClose: false });
    sticky.clock.advance(1_000_000);
    expect(shown(sticky.store)).toEqual(['X']);
    const quick = setup();
    quick.store.show({ message: 'Y', variant: 'loading', autoClose: true, durationMs: 10 });
    quick.clock.advance(10);
    expect(shown(quick.store)).toEqual(['Y (closing)']);
  });

  it('cancels every timer on dispose and ignores calls afterwards', () => {
    const { store, clock } = setup();
    store.show({ message: 'A', variant: 'success' });
    store.show({ message: 'B', variant: 'loading' });
    store.dispose();
    expect(clock.pending).toBe(0);
    expect(store.visible).toEqual([]);
    expect(store.waitingId).toBeUndefined();
    store.show({ message: 'C', variant: 'success' });
    expect(store.visible).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('is observable by the UI', () => {
    const { store, clock } = setup();
    const seen: string[][] = [];
    const stop = autorun(() => {
      seen.push(shown(store));
    });
    store.show({ message: 'A', variant: 'success' });
    clock.advance(4_150);
    stop();
    expect(seen).toEqual([[], ['A'], ['A (closing)'], []]);
  });
});
