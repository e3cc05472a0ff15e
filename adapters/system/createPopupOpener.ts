import type { PopupMessage, PopupOpener, PopupWindow, Unsubscribe } from '../../ports/index.js';

/** How often a popup is checked for having been closed by the user. */
const CLOSED_POLL_MS = 500;

/**
 * How long a popup seen closed is still listened to before it counts as closed: the wallet service's callback
 * page posts its result and then closes itself, and on a busy page the check can run before that message is
 * handed over — the login would then fail as "closed before you finished" although the user finished.
 */
export const CLOSED_GRACE_MS = 300;

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
        let grace: ReturnType<Window['setTimeout']> | undefined;
        const poll = host.setInterval(() => {
          if (!popup.closed || grace !== undefined) return;
          host.clearInterval(poll);
          grace = host.setTimeout(() => {
            stop();
            onClosed();
          }, CLOSED_GRACE_MS);
        }, CLOSED_POLL_MS);
        const stop = () => {
          host.removeEventListener('message', receive);
          host.clearInterval(poll);
          if (grace !== undefined) host.clearTimeout(grace);
        };
        return stop;
      },
    };
  },
});
