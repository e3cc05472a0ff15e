import { makeAutoObservable, runInAction } from 'mobx';
import type { Cancel, Logger, Scheduler } from '../../ports/index.js';
import { type LatchError, latchError } from '../errors/index.js';

/** After a failed fetch, the next tries wait this long (then the failure is shown with Try again). */
export const SESSION_RULES_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

export type EmbeddedSessionError = LatchError<'EMBEDDED_SESSION_UNAVAILABLE'>;

/** Where fetching the connected embedded wallet's session rules stands. */
export type EmbeddedSessionState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly attempt: number }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly error: EmbeddedSessionError };

export interface EmbeddedSessionRulesDeps {
  /** Fetches and builds the rules (the e-mail flow's chunk, `watchEmbeddedSession`); rejects when it cannot. */
  readonly load: () => Promise<unknown>;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
}

/**
 * The rules of a connected embedded wallet's session (SPEC §4, §5: signing requests aborted on close, refused calls
 * said, balances read after an approved transaction) come with the e-mail flow's code, fetched once an embedded
 * wallet connects. A fetch that fails is tried again after 1 s and 3 s on the scheduler; after the third failure the
 * state is `failed` with EMBEDDED_SESSION_UNAVAILABLE, which Account shows with Try again (`retry`) — never a
 * session silently without its rules. A disconnect (`reset`) stops the retries.
 */
export class EmbeddedSessionRules {
  state: EmbeddedSessionState = { status: 'idle' };

  readonly #deps: EmbeddedSessionRulesDeps;
  #timer: Cancel | undefined;
  #generation = 0;

  constructor(deps: EmbeddedSessionRulesDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** An embedded wallet connected: the rules are fetched (nothing when they are there or on their way). */
  load(): void {
    if (this.state.status === 'idle') this.#attempt(0);
  }

  /** Account's Try again after the tries failed. */
  retry(): void {
    if (this.state.status === 'failed') this.#attempt(0);
  }

  /** The embedded wallet disconnected: a retry waiting is dropped; a late answer changes nothing. */
  reset(): void {
    this.#stop();
    if (this.state.status !== 'ready') this.state = { status: 'idle' };
  }

  dispose(): void {
    this.#stop();
  }

  #stop(): void {
    this.#generation++;
    this.#timer?.();
    this.#timer = undefined;
  }

  #attempt(attempt: number): void {
    this.#stop();
    const generation = this.#generation;
    runInAction(() => {
      this.state = { status: 'loading', attempt };
    });
    this.#deps.load().then(
      () => {
        if (generation !== this.#generation) return;
        runInAction(() => {
          this.state = { status: 'ready' };
        });
      },
      (cause: unknown) => {
        if (generation !== this.#generation) return;
        const delay = SESSION_RULES_RETRY_DELAYS_MS[attempt];
        this.#deps.logger.warn('[latch] embedded wallet: its session rules did not load', { attempt, cause });
        if (delay !== undefined) {
          this.#timer = this.#deps.scheduler.setTimeout(() => {
            this.#timer = undefined;
            this.#attempt(attempt + 1);
          }, delay);
          return;
        }
        runInAction(() => {
          this.state = { status: 'failed', error: latchError('EMBEDDED_SESSION_UNAVAILABLE', { cause }) };
        });
      },
    );
  }
}
