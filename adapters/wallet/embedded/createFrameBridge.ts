import { embeddedError, latchError } from '../../../core/errors/index.js';
import { classifyRpcMethod } from '../../../core/validation/index.js';
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
  type FrameEnvelope,
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
}

/**
 * The embedded-wallet frame over postMessage (CONTRACTS §3). The hidden iframe is mounted by the first request;
 * requests wait for its READY event (20 s, then `iframe_load_failed` and the iframe is dropped so the next request
 * tries again) and 500 ms more. Each request carries a random id and is answered by the reply with that id (30 s,
 * then `iframe_request_timeout` and the request is given up; CONNECT_DEVICE and CONNECT_FARCASTER have no limit). A message counts only when it comes from the
 * wallet service's origin and from the iframe's own window; messages go only to that exact origin. A signing request
 * given up (its 30 s, or `abortSigningRequests`) may still show in the frame's approval panel: the iframe is then
 * dropped with whatever else is pending, so it can never be approved later; the next request loads the frame again
 * (the session stays in the wallet origin's storage).
 */
export function createFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const origin = new URL(options.walletServiceUrl).origin;
  const pending = new Map<string, Pending>();
  const listeners = new Set<(event: FrameEvent) => void>();
  let loading: Loading | undefined;
  let stopListening: (() => void) | undefined;

  const emit = (event: FrameEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const unmount = () => {
    loading?.frame.remove();
    loading = undefined;
    stopListening?.();
    stopListening = undefined;
  };

  /** Rejects every pending request ('Request was aborted') and removes the iframe. */
  const drop = () => {
    for (const [id, request] of pending) {
      pending.delete(id);
      request.stopTimer();
      request.reject(latchError('REQUEST_ABORTED'));
    }
    unmount();
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
    } else settle(envelope);
  };

  const load = (): Promise<void> => {
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
    let onReady = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      const stopWaiting = options.scheduler.setTimeout(() => {
        options.logger?.warn('[latch] embedded wallet: no READY from the frame in 20 s', {
          src: src.toString(),
        });
        if (loading?.frame === frame) unmount();
        reject(embeddedError('IFRAME_LOAD_FAILED'));
      }, READY_TIMEOUT_MS);
      onReady = () => {
        stopWaiting();
        options.scheduler.setTimeout(resolve, AFTER_READY_DELAY_MS);
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
    };
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
      target.postMessage(
        { type: `${APP_PREFIX}${type}`, id, ...(payload === undefined ? {} : { payload }) },
        origin,
      );
    });

  /** SYNC_THEME, fire and forget: a frame that does not answer only keeps its own look. */
  function sendTheme(): void {
    const themeMode = options.themeMode?.();
    if (themeMode === undefined) return;
    post('SYNC_THEME', { themeMode }).catch((cause: unknown) =>
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
      return load().then(() => post(type, payload)) as Promise<FrameRequests[K]['result']>;
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
