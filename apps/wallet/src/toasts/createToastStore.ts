import { createStore } from '../../engine/index.js';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly title: string;
  readonly detail?: string;
  /** A transaction hash (shown in full, monospace). */
  readonly hash?: string;
}

export type ToastInput = Omit<Toast, 'id'>;

export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStore {
  get(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Shows a toast for `durationMs` (default 4 s; `null` keeps it until dismissed or updated). */
  show(toast: ToastInput, durationMs?: number | null): number;
  /** Replaces a toast's content (e.g. a transaction confirmed) and restarts its timer. */
  update(id: number, toast: ToastInput, durationMs?: number | null): void;
  dismiss(id: number): void;
  /** Clears every timer. */
  dispose(): void;
}

/** SPEC §9: default toast duration 4000 ms, 3 visible toasts. */
export const TOAST_DURATION_MS = 4_000;
export const MAX_TOASTS = 3;

/** The page's toast queue: newest last, at most three (the oldest goes first). */
export function createToastStore(timers: ToastTimers = globalThis): ToastStore {
  const store = createStore<readonly Toast[]>([]);
  const handles = new Map<number, unknown>();
  let nextId = 1;

  const clearTimer = (id: number) => {
    if (handles.has(id)) timers.clearTimeout(handles.get(id));
    handles.delete(id);
  };
  const dismiss = (id: number) => {
    clearTimer(id);
    store.set(store.get().filter((toast) => toast.id !== id));
  };
  const schedule = (id: number, durationMs: number | null) => {
    clearTimer(id);
    if (durationMs !== null)
      handles.set(
        id,
        timers.setTimeout(() => dismiss(id), durationMs),
      );
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    show(toast, durationMs = TOAST_DURATION_MS) {
      const id = nextId++;
      const all = [...store.get(), { ...toast, id }];
      for (const dropped of all.slice(0, Math.max(0, all.length - MAX_TOASTS))) clearTimer(dropped.id);
      store.set(all.slice(-MAX_TOASTS));
      schedule(id, durationMs);
      return id;
    },
    update(id, toast, durationMs = TOAST_DURATION_MS) {
      if (!store.get().some((item) => item.id === id)) return;
      store.set(store.get().map((item) => (item.id === id ? { ...toast, id } : item)));
      schedule(id, durationMs);
    },
    dismiss,
    dispose() {
      for (const id of [...handles.keys()]) clearTimer(id);
    },
  };
}
