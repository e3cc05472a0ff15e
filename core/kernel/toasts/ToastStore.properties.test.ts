import fc from 'fast-check';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { MAX_VISIBLE_TOASTS, TOAST_SWAP_DELAY_MS } from './constants.js';
import { type ToastInput, ToastStore } from './ToastStore.js';

type Op =
  | { readonly kind: 'show'; readonly input: ToastInput }
  | { readonly kind: 'dismiss'; readonly target: number }
  | { readonly kind: 'replace'; readonly target: number; readonly input: ToastInput }
  | { readonly kind: 'advance'; readonly ms: number };

const inputArb: fc.Arbitrary<ToastInput> = fc.record(
  {
    message: fc.constantFrom('Copied', 'Sent', 'Failed', 'Sending'),
    variant: fc.constantFrom('success' as const, 'loading' as const, 'error' as const),
    autoClose: fc.boolean(),
    durationMs: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom(150, 4_000)),
  },
  { requiredKeys: ['message', 'variant'] },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: inputArb.map((input) => ({ kind: 'show' as const, input })) },
  { weight: 2, arbitrary: fc.nat().map((target) => ({ kind: 'dismiss' as const, target })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), inputArb)
      .map(([target, input]) => ({ kind: 'replace' as const, target, input })),
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(fc.constantFrom(0, 1, 50, 149, 150, 151, 4_000), fc.integer({ min: 0, max: 6_000 }))
      .map((ms) => ({ kind: 'advance' as const, ms })),
  },
);

interface Event {
  /** appear: entered open; close: open → closing; leave: closing → gone; enterClosed/vanish: must not happen. */
  readonly type: 'appear' | 'close' | 'leave' | 'enterClosed' | 'vanish';
  readonly id: string;
  readonly at: number;
  /** Whether a timer caused it (during clock.advance) rather than a call. */
  readonly timer: boolean;
}

/** Runs a timeline, logging every change of the stack as the UI would observe it. */
const run = (ops: readonly Op[]) => {
  const clock = new ManualClock(0);
  const store = new ToastStore(clock);
  const ids: string[] = [];
  const events: Event[] = [];
  const sizes: number[] = [];
  /** When each toast's current auto-close countdown started, and its settings. */
  const countdown = new Map<string, { start: number; autoClose: boolean; durationMs: number }>();
  let inTimer = false;
  let previous = new Map<string, boolean>();
  const stop = autorun(() => {
    const now = clock.now();
    const current = new Map(store.visible.map((toast) => [toast.id, toast.open] as const));
    sizes.push(current.size);
    for (const toast of store.visible) {
      const before = previous.get(toast.id);
      if (before === undefined) {
        events.push({ type: toast.open ? 'appear' : 'enterClosed', id: toast.id, at: now, timer: inTimer });
        countdown.set(toast.id, { start: now, autoClose: toast.autoClose, durationMs: toast.durationMs });
      } else if (before && !toast.open) events.push({ type: 'close', id: toast.id, at: now, timer: inTimer });
    }
    for (const [id, open] of previous) {
      if (!current.has(id)) events.push({ type: open ? 'vanish' : 'leave', id, at: now, timer: inTimer });
    }
    previous = current;
  });
  const target = (index: number) => ids[index % Math.max(1, ids.length)] ?? 'toast-none';
  /** Open toasts whose auto-close countdown is still running, checked after every step. */
  const overdue: string[] = [];
  for (const op of ops) {
    if (op.kind === 'show') ids.push(store.show(op.input));
    else if (op.kind === 'dismiss') store.dismiss(target(op.target));
    else if (op.kind === 'replace') {
      const id = target(op.target);
      const wasOpen = store.visible.some((toast) => toast.id === id && toast.open);
      const result = store.replace(id, op.input);
      if (result !== id) ids.push(result);
      const toast = store.visible.find((t) => t.id === id);
      if (wasOpen && toast !== undefined) {
        countdown.set(id, { start: clock.now(), autoClose: toast.autoClose, durationMs: toast.durationMs });
      }
    } else {
      inTimer = true;
      clock.advance(op.ms);
      inTimer = false;
    }
    for (const toast of store.visible) {
      const started = countdown.get(toast.id);
      if (toast.open && started?.autoClose && clock.now() - started.start >= started.durationMs) {
        overdue.push(toast.id);
      }
    }
  }
  stop(); // dispose empties the stack at once: that is not an exit the UI animates
  store.dispose();
  return { clock, store, events, sizes, countdown, overdue };
};

const timeline = fc.array(opArb, { maxLength: 80, size: 'max' });

describe('ToastStore properties', () => {
  it('never has more than 3 toasts on screen, and none appears closed or vanishes without exit', () => {
    fc.assert(
      fc.property(timeline, (ops) => {
        const { sizes, events } = run(ops);
        for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
        expect(events.filter((e) => e.type === 'enterClosed' || e.type === 'vanish')).toEqual([]);
      }),
    );
  });

  it('never shows a new toast sooner than 150 ms after an open one closed', () => {
    fc.assert(
      fc.property(timeline, (ops) => {
        const { events } = run(ops);
        let lastClose = Number.NEGATIVE_INFINITY;
        for (const event of events) {
          if (event.type === 'close') lastClose = event.at;
          if (event.type === 'appear')
            expect(event.at - lastClose).toBeGreaterThanOrEqual(TOAST_SWAP_DELAY_MS);
        }
      }),
    );
  });

  it('closes by itself only an auto-closing toast, exactly at its duration, and never later', () => {
    fc.assert(
      fc.property(timeline, (ops) => {
        const { events, countdown, overdue } = run(ops);
        expect(overdue).toEqual([]);
        for (const event of events) {
          if (event.type !== 'close' || !event.timer) continue;
          const started = countdown.get(event.id);
          expect(started?.autoClose).toBe(true);
          expect(event.at - (started?.start ?? Number.NaN)).toBe(started?.durationMs);
        }
      }),
    );
  });

  it('lets a closed toast leave exactly 150 ms after it closed', () => {
    fc.assert(
      fc.property(timeline, (ops) => {
        const { events } = run(ops);
        const closedAt = new Map<string, number>();
        for (const event of events) {
          if (event.type === 'close') closedAt.set(event.id, event.at);
          if (event.type === 'leave') expect(event.at - (closedAt.get(event.id) ?? Number.NaN)).toBe(150);
        }
      }),
    );
  });

  it('leaves no timer and nothing on screen after dispose', () => {
    fc.assert(
      fc.property(timeline, (ops) => {
        const { clock, store } = run(ops);
        expect(clock.pending).toBe(0);
        expect(store.visible).toEqual([]);
        expect(store.waitingId).toBeUndefined();
      }),
    );
  });
});
