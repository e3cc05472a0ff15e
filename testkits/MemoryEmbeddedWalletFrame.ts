import { latchError } from '../core/lib/errors/index.js';
import { classifyRpcMethod } from '../core/lib/walletRpc/index.js';
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

const isSigning = (type: FrameRequestType, payload: unknown): boolean =>
  type === 'RPC_REQUEST' &&
  classifyRpcMethod((payload as FrameRequests['RPC_REQUEST']['payload']).method) !== 'safe';

/**
 * An in-memory embedded-wallet frame: each request type answers through a scripted handler; a request
 * without a handler rejects with the frame's default error text. Records every request; a signing request
 * (an RPC_REQUEST that is not a safe read) still waiting is rejected by `abortSigningRequests`. `visible` is
 * what the AUTH connector last asked of `setVisible` (its approval UI shown).
 */
export class MemoryEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly requests: { type: FrameRequestType; payload: unknown }[] = [];
  visible = false;
  /** How many times `abortSigningRequests` was called. */
  aborts = 0;
  readonly #handlers: Handlers = {};
  readonly #listeners = new Set<(event: FrameEvent) => void>();
  readonly #signing = new Set<(reason: unknown) => void>();

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
    if (!isSigning(type, payload)) return handler(payload);
    return new Promise((resolve, reject) => {
      this.#signing.add(reject);
      handler(payload)
        .then(resolve, reject)
        .finally(() => this.#signing.delete(reject));
    });
  }

  /**
   * Social login as the wallet service answers it: GET_SOCIAL_REDIRECT_URI → `<walletOrigin>/authorize?provider=`;
   * CONNECT_SOCIAL → `user` with the provider, or the service's text when the result carries `error=access_denied`.
   */
  handleSocial(
    walletOrigin: string,
    user: { address: string; chainId: string | number; userName: string },
  ): this {
    let provider = '';
    return this.handle('GET_SOCIAL_REDIRECT_URI', async (payload) => {
      provider = payload.provider;
      return { uri: `${walletOrigin}/authorize?provider=${encodeURIComponent(provider)}` };
    }).handle('CONNECT_SOCIAL', async ({ uri }) => {
      if (uri.includes('error=access_denied')) throw new Error('The sign-in was declined at the provider');
      return { ...user, provider };
    });
  }

  /**
   * Sign In With Farcaster as the wallet service answers it: GET_FARCASTER_URI → `{url}`; CONNECT_FARCASTER waits
   * until the test calls `approveFarcaster(userName)` or `refuseFarcaster(message)` (the frame's text).
   */
  handleFarcaster(url: string): this {
    return this.handle('GET_FARCASTER_URI', async () => ({ url }))
      .handle(
        'CONNECT_FARCASTER',
        () =>
          new Promise((resolve, reject) => {
            this.#farcasterWaits.push({ resolve, reject });
          }),
      )
      .handle('CANCEL_FARCASTER', async () => {
        // As the frame: the sign-in under way is dropped, its wait ends.
        this.refuseFarcaster('The Farcaster sign-in was cancelled');
        return undefined;
      });
  }

  /** Answers every CONNECT_FARCASTER waiting: approved as `userName`. */
  approveFarcaster(userName: string): void {
    for (const wait of this.#farcasterWaits.splice(0)) wait.resolve({ userName });
  }

  /** Answers every CONNECT_FARCASTER waiting with the frame's error `message`. */
  refuseFarcaster(message: string): void {
    for (const wait of this.#farcasterWaits.splice(0)) wait.reject(new Error(message));
  }

  readonly #farcasterWaits: {
    resolve: (user: { userName: string }) => void;
    reject: (error: Error) => void;
  }[] = [];

  onEvent(listener: (event: FrameEvent) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  abortSigningRequests(): void {
    this.aborts += 1;
    for (const reject of this.#signing) reject(latchError('REQUEST_ABORTED'));
    this.#signing.clear();
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
  }

  /** Sends an unprompted frame event (READY, SESSION_UPDATE) to every listener. */
  emit(event: FrameEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Signing requests still waiting for an answer. */
  get pendingSigning(): number {
    return this.#signing.size;
  }
}
