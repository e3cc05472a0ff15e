import type { FrameDom, FrameMessage, FrameWindow, MountedFrame } from './frameDom.js';

/** Where a test's embedded wallet loads its frame page from, and on which chain (the rest each test passes). */
export const TEST_FRAME_PAGE = {
  walletServiceUrl: 'http://127.0.0.1:8791',
  projectId: 'p1',
  version: '1',
  chainId: () => 31337,
} as const;

export interface PostedMessage {
  readonly message: { readonly type: string; readonly id: string; readonly payload?: unknown };
  readonly targetOrigin: string;
}

/** A page and frame window pair for the bridge's tests: records mounts and posts, delivers messages. */
export class FakeFrameDom implements FrameDom {
  readonly mounts: string[] = [];
  readonly posted: PostedMessage[] = [];
  removed = 0;
  /** The mounted frame is gone (removed by the page, navigated away): what `MountedFrame.gone` says. */
  gone = false;
  /** The mounted frame's document loaded: what `MountedFrame.loaded` says. */
  loaded = false;
  visible = false;
  frameWindow: FrameWindow | undefined;
  /** A scripted frame: answers each posted request (`_SUCCESS` with the value, `_ERROR` when it throws). */
  answer: ((type: string, payload: unknown) => unknown) | undefined;
  readonly #origin: string;
  readonly #handlers = new Set<(message: FrameMessage) => void>();

  constructor(origin = 'http://127.0.0.1:8791') {
    this.#origin = origin;
  }

  mount(src: string): MountedFrame {
    this.mounts.push(src);
    const window: FrameWindow = {
      postMessage: (message, targetOrigin) => {
        const posted = message as PostedMessage['message'];
        this.posted.push({ message: posted, targetOrigin });
        if (this.answer !== undefined) this.#reply(posted, this.answer);
      },
    };
    this.frameWindow = window;
    this.gone = false;
    this.loaded = false;
    if (this.answer !== undefined) {
      queueMicrotask(() => this.fromFrame(this.#origin, { type: '@w3m-frame/READY' }));
    }
    const dom = this;
    return {
      window,
      get gone() {
        return dom.gone;
      },
      get loaded() {
        return dom.loaded;
      },
      setVisible: (visible) => {
        this.visible = visible;
      },
      remove: () => {
        this.removed += 1;
      },
    };
  }

  #reply(posted: PostedMessage['message'], answer: (type: string, payload: unknown) => unknown): void {
    const type = posted.type.replace('@w3m-app/', '');
    let reply: unknown;
    try {
      reply = { type: `@w3m-frame/${type}_SUCCESS`, id: posted.id, payload: answer(type, posted.payload) };
    } catch (error) {
      reply = {
        type: `@w3m-frame/${type}_ERROR`,
        id: posted.id,
        payload: { message: (error as Error).message },
      };
    }
    queueMicrotask(() => this.fromFrame(this.#origin, reply));
  }

  listen(handler: (message: FrameMessage) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  get listenerCount(): number {
    return this.#handlers.size;
  }

  deliver(message: FrameMessage): void {
    for (const handler of [...this.#handlers]) handler(message);
  }

  /** A message from the frame's own window and the given origin. */
  fromFrame(origin: string, data: unknown): void {
    this.deliver({ origin, source: this.frameWindow, data });
  }
}
