/** The peers ../shared/bench/peers knows (its apps/ folders), in its order. */
export const PEERS = ['appkit', 'rainbowkit', 'connectkit', 'thirdweb', 'onboard'] as const;

export type Peer = (typeof PEERS)[number];

/**
 * Peers measured when `--peers` is not given: those whose first `npm install` takes seconds rather than
 * minutes (2 cores, cold npm cache: onboard 9 s, appkit 24 s; rainbowkit 78 s, connectkit 165 s, thirdweb
 * 247 s). Installs are kept in the work folder, so only the first run pays.
 */
export const QUICK_PEERS: readonly Peer[] = ['appkit', 'onboard'];

/** The name our demo is measured under (a folder of the harness's server: /ours/). */
export const OURS = 'ours';

/** Issue 5 targets for our modal. */
export const MODAL_TARGETS = {
  /** JavaScript fetched before the click, gzip -9. */
  initialJsGzipKiB: 160,
  /** Click → first frame with a wallet entry visible, median. */
  clickToListMs: 33,
  /** Navigation start → open button ready, median. */
  buttonReadyMs: 400,
  /** V8 heap after a forced GC, median, after load and after the modal opened. */
  heapMiB: 4,
  /** Requests to hosts outside the machine, median per run (before and after the click). */
  outsideRequests: 0,
} as const;
