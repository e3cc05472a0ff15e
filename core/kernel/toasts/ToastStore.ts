import { action, makeObservable, observable, observableShallow } from 'mobx';
import type { Cancel, Scheduler } from '../../../ports/index.js';
import { MAX_VISIBLE_TOASTS, TOAST_DEFAULT_DURATION_MS, TOAST_SWAP_DELAY_MS } from './constants.js';

/** SPEC §3 Toast variants. */
export type ToastVariant = 'success' | 'loading' | 'error';

export interface ToastInput {
  readonly message: string;
  readonly variant: ToastVariant;
  /** Icon name. */
  readonly svg?: string;
  /** Close by itself after `durationMs`; default true except for loading toasts. */
  readonly autoClose?: boolean;
  /** Default TOAST_DEFAULT_DURATION_MS; non-positive or non-finite values fall back to it. */
  readonly durationMs?: number;
  /** A link shown after the message (e.g. the transaction on the block explorer). */
  readonly link?: ToastLink;
}

export interface ToastLink {
  readonly href: string;
  readonly label: string;
}

/** One toast as the UI sees it (SPEC §3). `open` false means it is playing its exit animation. */
export interface Toast {
  readonly id: string;
  readonly message: string;
  readonly variant: ToastVariant;
  readonly svg: string | undefined;
  readonly open: boolean;
  readonly autoClose: boolean;
  readonly durationMs: number;
  readonly link: ToastLink | undefined;
}

type Entry = { -readonly [K in keyof Toast]: Toast[K] };

/**
 * The toast stack, headless (SPEC §3, §4, §9). Precisely:
 *
 * 1. `visible` is the stack on screen, oldest first, never more than MAX_VISIBLE_TOASTS (3) toasts.
 *    A toast in it is open, or closing (`open` false): a closing toast plays its exit animation and
 *    leaves `visible` exactly TOAST_SWAP_DELAY_MS (150 ms) after it closed.
 * 2. Swap (SPEC §4): `show()` closes every open auto-closing toast first. Loading toasts (autoClose
 *    false) stay until replaced or dismissed, which is how a stack forms; if three are open, the oldest
 *    closes to make room.
 * 3. Gate: no toast enters while another is closing. A new toast enters 150 ms after the latest close,
 *    or at once when nothing closed in the last 150 ms. So when `show()` closed an open toast, the new
 *    one appears 150 ms later. Since closing toasts have left when the gate opens and at most two stay
 *    open, the stack never exceeds three.
 * 4. At most one toast waits to enter: a newer `show()` supersedes a waiting one, which never appears
 *    (the latest message wins, as two toasts 0 ms apart would only flicker).
 * 5. An auto-closing toast closes exactly `durationMs` (default 4000 ms) after it entered or was last
 *    replaced in place.
 * 6. `dismiss(id)` closes an open toast (or drops a waiting one). `replace(id, next)` turns a toast into
 *    `next` in place, keeping its id and skipping the swap (loading → success/error); when `id` is no
 *    longer open or waiting, `next` is shown as a new toast.
 * 7. `dispose()` cancels every timer and empties the stack; afterwards the store does nothing.
 */
export class ToastStore {
  visible: Toast[] = [];
  readonly #scheduler: Scheduler;
  readonly #autoCloseTimers = new Map<string, Cancel>();
  readonly #removalTimers = new Map<string, Cancel>();
  #gate: Cancel | undefined;
  #waiting: Entry | undefined;
  #nextId = 1;
  #disposed = false;

  constructor(scheduler: Scheduler) {
    this.#scheduler = scheduler;
    makeObservable(this, {
      visible: observableShallow,
      show: action,
      dismiss: action,
      replace: action,
      dispose: action,
    });
  }

  /** Id of the toast waiting to enter, if any. */
  get waitingId(): string | undefined {
    return this.#waiting?.id;
  }

  /** Shows a toast (see the class comment for when it appears) and returns its id. */
  show(input: ToastInput): string {
    const entry = this.#entry(`toast-${this.#nextId++}`, input);
    if (this.#disposed) return entry.id;
    for (const toast of this.#open()) if (toast.autoClose) this.#close(toast);
    const open = this.#open();
    for (const toast of open.slice(0, open.length - (MAX_VISIBLE_TOASTS - 1))) this.#close(toast);
    this.#waiting = entry;
    if (this.#gate === undefined) this.#enterWaiting();
    return entry.id;
  }

  /** Closes an open toast or drops a waiting one; false when `id` is neither. */
  dismiss(id: string): boolean {
    if (this.#waiting?.id === id) {
      this.#waiting = undefined;
      return true;
    }
    const toast = this.#findOpen(id);
    if (toast === undefined) return false;
    this.#close(toast);
    return true;
  }

  /** Turns toast `id` into `next` in place; shows `next` as a new toast when `id` is gone. */
  replace(id: string, next: ToastInput): string {
    if (this.#waiting?.id === id) {
      this.#waiting = this.#entry(id, next);
      return id;
    }
    const toast = this.#findOpen(id);
    if (toast === undefined) return this.show(next);
    Object.assign(toast, this.#fields(id, next));
    this.#autoCloseTimers.get(id)?.();
    this.#autoCloseTimers.delete(id);
    this.#scheduleAutoClose(toast);
    return id;
  }

  /** Cancels every timer and empties the stack. */
  dispose(): void {
    this.#disposed = true;
    for (const cancel of [...this.#autoCloseTimers.values(), ...this.#removalTimers.values()]) cancel();
    this.#autoCloseTimers.clear();
    this.#removalTimers.clear();
    this.#gate?.();
    this.#gate = undefined;
    this.#waiting = undefined;
    this.visible = [];
  }

  #entry(id: string, input: ToastInput): Entry {
    return observable(this.#fields(id, input), {}, { deep: false });
  }

  #fields(id: string, input: ToastInput): Entry {
    const duration = input.durationMs;
    return {
      id,
      message: input.message,
      variant: input.variant,
      svg: input.svg,
      link: input.link,
      open: true,
      autoClose: input.autoClose ?? input.variant !== 'loading',
      durationMs:
        duration !== undefined && Number.isFinite(duration) && duration > 0
          ? duration
          : TOAST_DEFAULT_DURATION_MS,
    };
  }

  #open(): Entry[] {
    return this.visible.filter((toast): toast is Entry => toast.open);
  }

  #findOpen(id: string): Entry | undefined {
    return this.#open().find((toast) => toast.id === id);
  }

  #enterWaiting(): void {
    const entry = this.#waiting;
    if (entry === undefined) return;
    this.#waiting = undefined;
    // Closing toasts have finished their exit when the gate opens; drop any a slow timer left behind.
    for (const toast of this.visible.filter((t) => !t.open)) this.#remove(toast.id);
    this.visible.push(entry);
    this.#scheduleAutoClose(entry);
  }

  #scheduleAutoClose(entry: Entry): void {
    if (!entry.autoClose) return;
    const cancel = this.#scheduler.setTimeout(
      action(() => this.#close(entry)),
      entry.durationMs,
    );
    this.#autoCloseTimers.set(entry.id, cancel);
  }

  #close(entry: Entry): void {
    entry.open = false;
    this.#autoCloseTimers.get(entry.id)?.();
    this.#autoCloseTimers.delete(entry.id);
    const removal = this.#scheduler.setTimeout(
      action(() => this.#remove(entry.id)),
      TOAST_SWAP_DELAY_MS,
    );
    this.#removalTimers.set(entry.id, removal);
    this.#gate?.();
    this.#gate = this.#scheduler.setTimeout(
      action(() => {
        this.#gate = undefined;
        this.#enterWaiting();
      }),
      TOAST_SWAP_DELAY_MS,
    );
  }

  #remove(id: string): void {
    this.#removalTimers.get(id)?.();
    this.#removalTimers.delete(id);
    this.visible = this.visible.filter((toast) => toast.id !== id);
  }
}
