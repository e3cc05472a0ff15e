import { describe, expect, it } from 'vitest';
import { createStore } from './createStore.js';

describe('createStore', () => {
  it('notifies subscribers of new snapshots until they unsubscribe', () => {
    const store = createStore({ n: 0 });
    const seen: number[] = [];
    const stop = store.subscribe((value) => seen.push(value.n));
    store.set({ n: 1 });
    const same = store.get();
    store.set(same);
    stop();
    store.set({ n: 2 });
    expect(seen).toEqual([1]);
    expect(store.get()).toEqual({ n: 2 });
  });
});
