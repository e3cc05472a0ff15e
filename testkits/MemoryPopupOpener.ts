import type { PopupMessage, PopupOpener, PopupWindow, Unsubscribe } from '../ports/index.js';

/** A popup of MemoryPopupOpener: records where it was sent; the test posts messages or closes it. */
export class MemoryPopup implements PopupWindow {
  url: string | undefined = undefined;
  closed = false;
  readonly #watchers = new Set<{ onMessage: (m: PopupMessage) => void; onClosed: () => void }>();

  navigate(url: string): void {
    this.url = url;
  }

  close(): void {
    this.closed = true;
  }

  watch(onMessage: (message: PopupMessage) => void, onClosed: () => void): Unsubscribe {
    const watcher = { onMessage, onClosed };
    this.#watchers.add(watcher);
    return () => {
      this.#watchers.delete(watcher);
    };
  }

  /** The popup posts `data` to its opener from `origin`. */
  post(origin: string, data: unknown): void {
    for (const watcher of [...this.#watchers]) watcher.onMessage({ origin, data });
  }

  /** The user closes the popup. */
  userCloses(): void {
    this.closed = true;
    for (const watcher of [...this.#watchers]) watcher.onClosed();
  }
}

/** An in-memory window opener: `blocked` makes `open` fail as a popup blocker does. */
export class MemoryPopupOpener implements PopupOpener {
  blocked = false;
  readonly opened: MemoryPopup[] = [];

  open(): MemoryPopup | undefined {
    if (this.blocked) return undefined;
    const popup = new MemoryPopup();
    this.opened.push(popup);
    return popup;
  }

  get last(): MemoryPopup | undefined {
    return this.opened.at(-1);
  }
}
