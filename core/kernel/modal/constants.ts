/** SPEC §9: the modal shakes for 500 ms when asked. */
export const MODAL_SHAKE_MS = 500;

/** SPEC §2: opening prefetches wallet, network and connector images, waiting at most 2 s. */
export const PREFETCH_TIMEOUT_MS = 2000;
