import { makeAutoObservable, runInAction } from 'mobx';
import { errAsync, ResultAsync } from 'neverthrow';
import type { EmbeddedWalletFrame, Scheduler } from '../../../ports/index.js';
import type { ConnectFlowError } from '../../kernel/connectFlow/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import { farcasterError, type LatchError, latchError } from '../../lib/errors/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import { safeUrl } from '../../lib/urls/index.js';
import { connectFrameLogin, type FrameLoginDeps, frameLoginError, SOCIAL_KEYS } from '../social/index.js';

/** Where the Farcaster sign-in stands: ConnectingFarcaster follows it. */
export type FarcasterLoginStep =
  | 'idle'
  | 'loading'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'expired'
  | 'failed';

export type FarcasterLoginError = LatchError | ConnectFlowError;

/** CONTRACTS §4: the client gives up after 300 s (the frame reads the status every second meanwhile). */
export const FARCASTER_TIMEOUT_MS = 300_000;
/** The provider stored for a Farcaster login (SPEC §3 socialProvider). */
export const FARCASTER_PROVIDER = 'farcaster';

export interface FarcasterLoginDeps extends FrameLoginDeps {
  readonly scheduler: Scheduler;
  readonly storage: SafeStorage;
  /** Keeps the user name Account shows (the embedded user's). */
  readonly rememberUserName: (userName: string) => Promise<void>;
}

const toFarcasterError = frameLoginError('FARCASTER_LOGIN_REFUSED');

/**
 * Sign In With Farcaster (SPEC §2 ConnectingFarcaster, CONTRACTS §3/§4): GET_FARCASTER_URI → the connect URI
 * (checked by the URL policy) shown as QR code and link → CONNECT_FARCASTER, which the frame answers once the
 * approving app has signed and the wallet service verified it → the AUTH connector connected through the core
 * connect flow, provider 'farcaster' and the user name stored. After 300 s the sign-in expires; a refusal fails;
 * both offer `retry` (a new channel). Leaving the view gives up: late answers change nothing.
 */
export class FarcasterLoginStore {
  step: FarcasterLoginStep = 'idle';
  /** The connect URI (QR code, "open in app", copy), once known. */
  url: string | undefined = undefined;
  userName: string | undefined = undefined;
  error: FarcasterLoginError | undefined = undefined;

  readonly #deps: FarcasterLoginDeps;
  #generation = 0;
  #stopTimer: (() => void) | undefined;

  constructor(deps: FarcasterLoginDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get available(): boolean {
    return this.#deps.frame !== undefined && this.#deps.connectorId() !== undefined;
  }

  /** Whether a sign-in is under way (the view shows the waiting state). */
  get pending(): boolean {
    return this.step === 'loading' || this.step === 'waiting' || this.step === 'connecting';
  }

  /** Begins a sign-in (ConnectingFarcaster calls it when it opens, Retry again). */
  start(): ResultAsync<Connection, FarcasterLoginError> {
    this.#stop();
    const generation = ++this.#generation;
    this.url = undefined;
    this.error = undefined;
    const { frame } = this.#deps;
    const connectorId = this.#deps.connectorId();
    if (frame === undefined || connectorId === undefined)
      return this.#fail(generation, farcasterError('FARCASTER_LOGIN_UNAVAILABLE'));
    this.step = 'loading';
    const current = () => generation === this.#generation;
    const aborted = () => errAsync<never, FarcasterLoginError>(latchError('REQUEST_ABORTED'));
    return ResultAsync.fromPromise(frame.request('GET_FARCASTER_URI', undefined), toFarcasterError)
      .andThen(({ url }) => safeUrl(url, 'link').mapErr(toFarcasterError))
      .andThen((url) => {
        if (!current()) return aborted();
        runInAction(() => {
          this.url = url;
          this.step = 'waiting';
        });
        return this.#waitForApproval(generation, frame);
      })
      .andThen((user) => {
        if (!current()) return aborted();
        runInAction(() => {
          this.step = 'connecting';
        });
        return connectFrameLogin(this.#deps, connectorId, 'Farcaster', 'farcaster').andThen((connection) =>
          ResultAsync.fromSafePromise(
            Promise.all([
              this.#deps.storage.write(SOCIAL_KEYS.provider, FARCASTER_PROVIDER),
              this.#deps.rememberUserName(user.userName),
            ]),
          ).map(() => {
            if (current())
              runInAction(() => {
                this.userName = user.userName;
                this.step = 'connected';
              });
            return connection;
          }),
        );
      })
      .mapErr((error) => {
        if (current()) {
          this.#stop();
          runInAction(() => {
            this.error = error;
            this.step = error.code === 'FARCASTER_LOGIN_TIMEOUT' ? 'expired' : 'failed';
          });
        }
        return error;
      });
  }

  /** ConnectingFarcaster's Retry: a new channel, a new QR code. */
  retry(): ResultAsync<Connection, FarcasterLoginError> {
    return this.start();
  }

  /**
   * Leaving the view gives up what is under way: the timer stops, late answers change nothing, and the frame is
   * told (CANCEL_FARCASTER) to drop the pending channel, so an approval given afterwards opens no wallet.
   */
  leave(): void {
    if (this.pending) void this.#deps.frame?.request('CANCEL_FARCASTER', undefined).catch(() => undefined);
    this.#generation++;
    this.#stop();
    this.step = 'idle';
    this.url = undefined;
    this.error = undefined;
  }

  /** The core is disposed: as leaving. */
  dispose(): void {
    this.leave();
  }

  /** CONNECT_FARCASTER, given up after 300 s by the scheduler. */
  #waitForApproval(
    generation: number,
    frame: EmbeddedWalletFrame,
  ): ResultAsync<{ userName: string }, FarcasterLoginError> {
    return ResultAsync.fromPromise(
      new Promise<{ userName: string }>((resolve, reject) => {
        this.#stopTimer = this.#deps.scheduler.setTimeout(() => {
          if (generation === this.#generation) reject(farcasterError('FARCASTER_LOGIN_TIMEOUT'));
        }, FARCASTER_TIMEOUT_MS);
        frame.request('CONNECT_FARCASTER', undefined).then(resolve, reject);
      }),
      toFarcasterError,
    );
  }

  #stop(): void {
    this.#stopTimer?.();
    this.#stopTimer = undefined;
  }

  #fail(generation: number, error: FarcasterLoginError): ResultAsync<never, FarcasterLoginError> {
    if (generation === this.#generation) {
      this.error = error;
      this.step = 'failed';
    }
    return errAsync(error);
  }
}
