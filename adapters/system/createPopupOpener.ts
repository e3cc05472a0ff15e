import type { PopupMessage, PopupOpener, PopupWindow, Unsubscribe } from '../../ports/index.js';

/** How often a popup is checked for having been closed by the user. */
const CLOSED_POLL_MS = 500;

/**
 * The browser's window opener (social login): `open` must run inside the user's click (it opens `about:blank`, sent
 * to the provider once the frame gave its address). `watch` passes on only the messages whose `event.source` is
 * this popup; the core checks their origin against the wallet service's.
 */
export const createPopupOpener = (host: Window): PopupOpener => ({
  open(): PopupWindow | undefined {
    const popup = host.open('about:blank', 'latch-social', 'popup,width=480,height=640');
    if (popup === null) return undefined;
    return {
      navigate: (url) => {
        popup.location.href = url;
      },
      close: () => popup.close(),
      watch(onMessage: (message: PopupMessage) => void, onClosed: () => void): Unsubscribe {
        const receive = (event: MessageEvent) => {
          if (event.source === popup) onMessage({ origin: event.origin, data: event.data });
        };
        host.addEventListener('message', receive);
        const poll = host.setInterval(() => {
          if (!popup.closed) return;
          stop();
          onClosed();
        }, CLOSED_POLL_MS);
        const stop = () => {
          host.removeEventListener('message', receive);
          host.clearInterval(poll);
        };
        return stop;
      },
    };
  },
});
