const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** True for 127.0.0.0/8, localhost and ::1. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

type OnlineWindow = Pick<Window, 'navigator' | 'addEventListener'>;

/**
 * The WalletConnect SDK refuses to open its relay socket while `navigator.onLine` is false ("No internet
 * connection detected") and drops it on the window's `offline` event. A browser on a machine with no route
 * off it reports exactly that, although the relay and chains are on loopback and perfectly reachable
 * (CONTRACTS §2, LOCAL-STACK "Browser"). So, only when EVERY endpoint the wallet talks to is on loopback,
 * this makes `navigator.onLine` read true and stops `offline` events before later listeners (the SDK's)
 * see them. Call it before the SDK starts. Returns whether it did so.
 */
export function keepOnlineOnLoopback(win: OnlineWindow, endpoints: readonly string[]): boolean {
  if (endpoints.length === 0 || !endpoints.every(isLoopbackUrl)) return false;
  Object.defineProperty(win.navigator, 'onLine', { configurable: true, get: () => true });
  win.addEventListener('offline', (event) => event.stopImmediatePropagation(), { capture: true });
  return true;
}
