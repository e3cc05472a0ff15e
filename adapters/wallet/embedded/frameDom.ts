/** What the bridge receives from the page's `message` events. */
export interface FrameMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** The window of the mounted frame, as far as the bridge uses it. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The hidden iframe once mounted. */
export interface MountedFrame {
  /** The frame's window (null until the browser attached it). */
  readonly window: FrameWindow | null;
  /** Shows the frame over the modal body (its own approval UI) or hides it again. */
  setVisible(visible: boolean): void;
  /**
   * The frame page is gone: the iframe left the document (the host page removed it or an ancestor), or it loaded
   * another document after the first (navigated or reloaded), which knows none of the requests sent to the first.
   */
  readonly gone: boolean;
  /**
   * The iframe's document has loaded (its `load` event): the frame page posts READY while it starts, before that,
   * so a frame loaded without READY is the browser's error page (the service refused the connection) or a page
   * that will not answer (the host is not an allowed origin).
   */
  readonly loaded: boolean;
  remove(): void;
}

/** The page side of the bridge: mounting the iframe and hearing `message` events. */
export interface FrameDom {
  mount(src: string): MountedFrame;
  listen(handler: (message: FrameMessage) => void): () => void;
}

const HIDDEN =
  'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;left:-9999px;top:-9999px';
const SHOWN =
  'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent;color-scheme:normal';

/** The browser's DOM: a hidden iframe appended to the body, `message` events of the window. */
export const createBrowserFrameDom = (): FrameDom => ({
  mount(src) {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'Latch embedded wallet';
    iframe.setAttribute('data-latch-frame', '');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.style.cssText = HIDDEN;
    let loads = 0;
    iframe.addEventListener('load', () => {
      loads += 1;
    });
    document.body.appendChild(iframe);
    return {
      get window() {
        return iframe.contentWindow;
      },
      get gone() {
        return !iframe.isConnected || loads > 1;
      },
      get loaded() {
        return loads > 0;
      },
      setVisible(visible) {
        iframe.style.cssText = visible ? SHOWN : HIDDEN;
        if (visible) iframe.removeAttribute('aria-hidden');
        else iframe.setAttribute('aria-hidden', 'true');
      },
      remove() {
        iframe.remove();
      },
    };
  },
  listen(handler) {
    const listener = (event: MessageEvent) =>
      handler({ origin: event.origin, source: event.source, data: event.data });
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  },
});
