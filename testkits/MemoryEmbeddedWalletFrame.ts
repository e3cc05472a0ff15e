import type {
  EmbeddedWalletFrame,
  FrameEvent,
  FrameRequests,
  FrameRequestType,
  Unsubscribe,
} from '../ports/index.js';

type Handler<K extends FrameRequestType> = (
  payload: FrameRequests[K]['payload'],
) => Promise<FrameRequests[K]['result']>;
type Handlers = { [K in FrameRequestType]?: Handler<K> };

/**
 * An in-memory embedded-wallet frame: each request type answers through a scripted handler; a request
 * without a handler rejects with the frame's default error text. Records every request.
 */
export class MemoryEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly requests: { type: FrameRequestType; payload: unknown }[] = [];
  readonly #handlers: Handlers = {};
  readonly #listeners = new Set<(event: FrameEvent) => void>();

  handle<K extends FrameRequestType>(type: K, handler: Handler<K>): this {
    (this.#handlers as Record<string, unknown>)[type] = handler;
    return this;
  }

  request<K extends FrameRequestType>(
    type: K,
    payload: FrameRequests[K]['payload'],
  ): Promise<FrameRequests[K]['result']> {
    this.requests.push({ type, payload });
    const handler = this.#handlers[type] as Handler<K> | undefined;
    if (handler === undefined) return Promise.reject(new Error('An error occurred'));
    return handler(payload);
  }

  onEvent(listener: (event: FrameEvent) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Sends an unprompted frame event (READY, SESSION_UPDATE) to every listener. */
  emit(event: FrameEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
