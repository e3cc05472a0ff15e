import { embeddedError, isLatchError, latchError } from '../../../core/lib/errors/index.js';
import { classifyRpcMethod } from '../../../core/lib/walletRpc/index.js';
import type {
  EmbeddedWalletFrame,
  FrameEvent,
  FrameRequests,
  FrameRequestType,
  IdSource,
  Logger,
  Scheduler,
  Unsubscribe,
} from '../../../ports/index.js';
import type { FrameDom, FrameMessage, MountedFrame } from './frameDom.js';
import {
  AFTER_READY_DELAY_MS,
  APP_PREFIX,
  FRAME_WATCH_MS,
  type FrameEnvelope,
  frameThemeVariables,
  frameUrl,
  parseFrameEnvelope,
  READY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from './frameProtocol.js';
import { toFrameFailure } from './toFrameFailure.js';

export interface FrameBridgeOptions {
  /** The wallet service's base URL; its origin is the only one messages are posted to and accepted from. */
  readonly walletServiceUrl: string;
  readonly projectId: string;
  /** The chain the frame page is loaded with (the active network when it is mounted). */
  readonly chainId: () => string | number;
  readonly version: string;
  readonly enableLogger?: boolean;
  readonly scheduler: Scheduler;
  readonly ids: IdSource;
  readonly dom: FrameDom;
  readonly logger?: Logger;
  /** The modal's theme, sent to each frame that loads (SYNC_THEME) so its approval panel looks the same. */
  readonly themeMode?: () => 'dark' | 'light';
  /** The host's theme overrides (`themeVariables`); the accent, font family and radius master go to the frame. */
  readonly themeVariables?: () => Readonly<Record<string, string | number>>;
}

/** The postMessage adapter of the `EmbeddedWalletFrame` port, with what the connector and views need besides. */
export interface FrameBridge extends EmbeddedWalletFrame {
  /** Whether the hidden iframe exists yet (it is made by the first request). */
  readonly mounted: boolean;
  /** Shows the frame over the modal (its own approval UI) or hides it. */
  setVisible(visible: boolean): void;
  /** Sends the modal's current theme to a loaded frame (the theme changed); nothing when none is loaded. */
  syncTheme(): void;
  /** Rejects what is pending ('Request was aborted'), removes the iframe and stops listening. */
  dispose(): void;
}

/** Requests answered only after the user acts outside the page (the device link in the e-mail). */
const UNTIMED_REQUESTS: ReadonlySet<FrameRequestType> = new Set(['CONNECT_DEVICE', 'CONNECT_FARCASTER']);

const isSigning = (type: FrameRequestType, payload: unknown): boolean => {
  if (type !== 'RPC_REQUEST') return false;
  const method = (payload as FrameRequests['RPC_REQUEST']['payload'] | undefined)?.method;
  return typeof method !== 'string' || classifyRpcMethod(method) !== 'safe';
};

const optionalString = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? { [key]: payload[key] as string } : {};

/** READY `{version?, socialProviders?}` as the port's event (provider names only, at most 16). */
const toReady = (payload: Record<string, unknown>): FrameEvent => ({
  type: 'READY',
  ...optionalString(payload, 'version'),
  ...(Array.isArray(payload.socialProviders)
    ? {
        socialProviders: payload.socialProviders
          .filter((p): p is string => typeof p === 'string' && /^[a-z]{1,32}$/.test(p))
          .slice(0, 16),
      }
    : {}),
});

/** The frame's SESSION_UPDATE payload `{isConnected, address?, email?, provider?, userName?, chainId}` as the port's event. */
const toSessionUpdate = (payload: Record<string, unknown>): FrameEvent => ({
  type: 'SESSION_UPDATE',
  isConnected: payload.isConnected === true,
  ...(typeof payload.address === 'string' ? { address: payload.address } : {}),
  ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
  ...optionalString(payload, 'provider'),
  ...optionalString(payload, 'userName'),
  ...(typeof payload.chainId === 'string' || typeof payload.chainId === 'number'
    ? { chainId: payload.chainId }
    : {}),
});

interface Pending {
  readonly type: FrameRequestType;
  /** An RPC_REQUEST the user answers in the frame's approval panel (any method but a safe read). */
  readonly signing: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
  readonly stopTimer: () => void;
}

interface Loading {
  readonly frame: MountedFrame;
  readonly ready: Promise<void>;
  readonly onReady: () => void;
  /** Stops waiting for READY and rejects the requests waiting for it. */
  readonly fail: (error: unknown) => void;
  /** READY and its 500 ms are over, or the wait failed. */
  readonly readyDone: () => boolean;
  /** READY came (its 500 ms may still run). */
  readonly readyReceived: () => boolean;
  /** A check saw the frame's page loaded without READY (the next check gives it up). */
  loadedSeen: boolean;
}

/**
 * The embedded-wallet frame over postMessage (CONTRACTS §3). The hidden iframe is mounted by the first request;
 * requests wait for its READY event (20 s — or about 2 s once its page loaded without READY: an error page or a
 * host not allowed — then `iframe_load_failed` and the iframe is dropped so the next request tries again) and 500 ms more. Each request carries a random id and is answered by the reply with that id (30 s,
 * then `iframe_request_timeout` and the request is given up; CONNECT_DEVICE and CONNECT_FARCASTER have no limit). A message counts only when it comes from the
 * wallet service's origin and from the iframe's own window; messages go only to that exact origin. A signing request
 * given up (its 30 s, or `abortSigningRequests`) may still show in the frame's approval panel: the iframe is then
 * dropped with whatever else is pending, so it can never be approved later; the next request loads the frame again
 * (the session stays in the wallet origin's storage). While anything waits on the frame it is checked every second:
 * a frame that is gone (the iframe removed from the page, or navigated / reloaded, which forgets what was asked)
 * fails what waits — CONNECT_DEVICE and CONNECT_FARCASTER too, which have no timeout — with `IFRAME_GONE`, and the
 * next request loads it again.
 */
export function createFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const origin = new URL(options.walletServiceUrl).origin;
  const pending = new Map<string, Pending>();
  const listeners = new Set<(event: FrameEvent) => void>();
  let loading: Loading | undefined;
  let stopListening: (() => void) | undefined;
  let stopWatching: (() => void) | undefined;

  const emit = (event: FrameEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const unmount = () => {
    loading?.frame.remove();
    loading = undefined;
    stopListening?.();
    stopListening = undefined;
    stopWatching?.();
    stopWatching = undefined;
  };

  /** Rejects every pending request (default 'Request was aborted') and removes the iframe. */
  const drop = (error: () => unknown = () => latchError('REQUEST_ABORTED')) => {
    for (const [id, request] of pending) {
      pending.delete(id);
      request.stopTimer();
      request.reject(error());
    }
    loading?.fail(error());
    unmount();
  };

  /** Checks the frame every FRAME_WATCH_MS while something waits on it (its READY or a request). */
  const watch = () => {
    if (stopWatching !== undefined) return;
    stopWatching = options.scheduler.setTimeout(() => {
      stopWatching = undefined;
      const current = loading;
      if (current === undefined) return;
      if (current.frame.gone) {
        options.logger?.warn('[latch] embedded wallet: the frame is gone; what waited on it fails');
        drop(() => embeddedError('IFRAME_GONE'));
        return;
      }
      // Its page loaded and a whole check later still no READY (the frame page posts it while it starts): the
      // browser's error page of a refused connection, or a host the service does not allow. It will never answer,
      // so what waits fails now rather than after READY's 20 s, and the next request (the user's retry once the
      // service is back, or a background check in between) loads a new frame instead of waiting on this one.
      if (!current.readyDone() && !current.readyReceived() && current.frame.loaded) {
        if (current.loadedSeen) {
          options.logger?.warn(
            '[latch] embedded wallet: the frame loaded without READY; what waited on it fails',
          );
          drop(() => embeddedError('IFRAME_LOAD_FAILED'));
          return;
        }
        current.loadedSeen = true;
      }
      if (pending.size > 0 || !current.readyDone()) watch();
    }, FRAME_WATCH_MS);
  };

  const settle = (envelope: FrameEnvelope) => {
    if (envelope.id === undefined) return;
    const request = pending.get(envelope.id);
    if (request === undefined) return;
    const success = envelope.name === `${request.type}_SUCCESS`;
    if (!success && envelope.name !== `${request.type}_ERROR`) return;
    pending.delete(envelope.id);
    request.stopTimer();
    if (success) request.resolve(envelope.payload);
    else request.reject(toFrameFailure(envelope.payload));
  };

  const receive = (message: FrameMessage) => {
    if (message.origin !== origin) return;
    if (loading === undefined || loading.frame.window === null || message.source !== loading.frame.window)
      return;
    const envelope = parseFrameEnvelope(message.data);
    if (envelope === undefined) return;
    const payload =
      typeof envelope.payload === 'object' && envelope.payload !== null
        ? (envelope.payload as Record<string, unknown>)
        : {};
    if (envelope.name === 'READY') {
      loading.onReady();
      emit(toReady(payload));
    } else if (envelope.name === 'SESSION_UPDATE') {
      if (typeof payload.isConnected === 'boolean') emit(toSessionUpdate(payload));
    } else if (envelope.name === 'SOCIAL_RESULT') {
      // A social login's result the frame took from its BroadcastChannel (the popup lost its opener).
      const { resultUri } = payload;
      if (typeof resultUri === 'string' && resultUri.length <= 8192)
        emit({ type: 'SOCIAL_RESULT', resultUri });
    } else settle(envelope);
  };

  const load = (): Promise<void> => {
    // A frame found gone while nothing waited on it is replaced by a new one.
    if (loading?.frame.gone === true) drop(() => embeddedError('IFRAME_GONE'));
    if (loading !== undefined) return loading.ready;
    stopListening = options.dom.listen(receive);
    const src = frameUrl({
      walletServiceUrl: options.walletServiceUrl,
      projectId: options.projectId,
      chainId: options.chainId(),
      version: options.version,
      ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger }),
    });
    const frame = options.dom.mount(src.toString());
    let settled = false;
    let onReady = () => {};
    let fail: (error: unknown) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      const stopWaiting = options.scheduler.setTimeout(() => {
        options.logger?.warn('[latch] embedded wallet: no READY from the frame in 20 s', {
          src: src.toString(),
        });
        if (loading?.frame === frame) unmount();
        settled = true;
        reject(embeddedError('IFRAME_LOAD_FAILED'));
      }, READY_TIMEOUT_MS);
      let stopDelay = () => {};
      onReady = () => {
        stopWaiting();
        stopDelay = options.scheduler.setTimeout(() => {
          settled = true;
          resolve();
        }, AFTER_READY_DELAY_MS);
      };
      fail = (error) => {
        if (settled) return;
        settled = true;
        stopWaiting();
        stopDelay();
        reject(error);
      };
    });
    // The frame's first message after READY: the theme, before the request that loaded it.
    void ready.then(sendTheme, () => undefined);
    let readyOnce = false;
    loading = {
      frame,
      ready,
      onReady: () => {
        if (readyOnce) return;
        readyOnce = true;
        onReady();
      },
      fail: (error) => fail(error),
      readyDone: () => settled,
      readyReceived: () => readyOnce,
      loadedSeen: false,
    };
    watch();
    return ready;
  };

  const post = (type: FrameRequestType, payload: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const target = loading?.frame.window ?? null;
      if (target === null) {
        reject(embeddedError('FRAME_NOT_SET'));
        return;
      }
      const id = options.ids.uuid();
      const signing = isSigning(type, payload);
      // CONNECT_DEVICE waits for the user to open the e-mailed link, CONNECT_FARCASTER for the approving app
      // (the frame gives up after 300 s): minutes, so no timeout here.
      const stopTimer = UNTIMED_REQUESTS.has(type)
        ? () => {}
        : options.scheduler.setTimeout(() => {
            if (!pending.delete(id)) return;
            reject(embeddedError('IFRAME_REQUEST_TIMEOUT', { details: type }));
            if (signing) {
              options.logger?.warn(
                '[latch] embedded wallet: a signing request timed out; the frame is dropped',
              );
              drop();
            }
          }, REQUEST_TIMEOUT_MS);
      pending.set(id, { type, signing, resolve, reject, stopTimer });
      watch();
      target.postMessage(
        { type: `${APP_PREFIX}${type}`, id, ...(payload === undefined ? {} : { payload }) },
        origin,
      );
    });

  /** SYNC_THEME, fire and forget: a frame that does not answer only keeps its own look. */
  function sendTheme(): void {
    const themeMode = options.themeMode?.();
    const variables = options.themeVariables?.();
    if (themeMode === undefined && variables === undefined) return;
    post('SYNC_THEME', {
      ...(themeMode === undefined ? {} : { themeMode }),
      ...(variables === undefined ? {} : { themeVariables: frameThemeVariables(variables) }),
    }).catch((cause: unknown) =>
      options.logger?.warn('[latch] embedded wallet: the theme was not synced', { cause }),
    );
  }

  return {
    get mounted() {
      return loading !== undefined;
    },
    request<K extends FrameRequestType>(
      type: K,
      payload: FrameRequests[K]['payload'],
    ): Promise<FrameRequests[K]['result']> {
      const attempt = () => load().then(() => post(type, payload));
      // A request that joins a frame another one is still loading (a background check mounted it while the
      // service was down, say) gets one load of its own if that frame fails: the user's retry once the service is
      // back must not fail for a frame it did not start.
      const joined = loading !== undefined && !loading.readyDone();
      const sent = joined
        ? attempt().catch((error: unknown) =>
            isLatchError(error, 'IFRAME_LOAD_FAILED') ? attempt() : Promise.reject(error),
          )
        : attempt();
      return sent as Promise<FrameRequests[K]['result']>;
    },
    onEvent(listener): Unsubscribe {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setVisible(visible) {
      loading?.frame.setVisible(visible);
    },
    syncTheme() {
      loading?.ready.then(sendTheme, () => undefined);
    },
    abortSigningRequests() {
      if ([...pending.values()].some((request) => request.signing)) drop();
    },
    dispose() {
      drop();
      listeners.clear();
    },
  };
}
