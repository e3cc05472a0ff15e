import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../../../ports/index.js';
import { emailError, type LatchError } from '../../lib/errors/index.js';
import { decoders, type SafeStorage, storageKey } from '../../lib/storage/index.js';
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js';
import { cooldownRemaining } from './cooldownRemaining.js';

/** Where the last email-login trigger time (ms since epoch) is kept across reloads. */
export const LAST_EMAIL_LOGIN_TIME_KEY = storageKey('lastEmailLoginTime', 1, decoders.number);

export type EmailThrottledError = LatchError<'EMAIL_THROTTLED'>;

/** 'Please try again after {seconds} seconds', seconds = ceil(remaining / 1000), in 1..30. */
export const emailThrottledError = (remainingMs: number): EmailThrottledError =>
  emailError('EMAIL_THROTTLED', {
    params: { seconds: Math.ceil(remainingMs / 1000) },
    data: { remainingMs },
  });

/**
 * The email-login cooldown of SPEC §5: one trigger per 30 s, the last trigger time kept in storage so a
 * reload keeps the cooldown. Operations of one instance run one after another, so two concurrent
 * `attempt()` calls can never both pass. Storage failures are logged by SafeStorage and ignored: the
 * login stays allowed, and this instance still remembers its own triggers.
 */
export class EmailLoginThrottle {
  readonly #clock: Clock;
  readonly #storage: SafeStorage;
  #lastInMemory: number | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(clock: Clock, storage: SafeStorage) {
    this.#clock = clock;
    this.#storage = storage;
  }

  /** Fails with the remaining wait if a login was triggered less than 30 s ago; records nothing. */
  check(): ResultAsync<void, EmailThrottledError> {
    return this.#serial(() => this.#remaining()).andThen((remainingMs) =>
      remainingMs > 0 ? errAsync(emailThrottledError(remainingMs)) : okAsync(undefined),
    );
  }

  /** Records a login trigger now. */
  record(): ResultAsync<void, never> {
    return this.#serial(() => this.#write());
  }

  /** Checks and records in one step: the login may go ahead only when this answers Ok. */
  attempt(): ResultAsync<void, EmailThrottledError> {
    return this.#serial(async () => {
      const remainingMs = await this.#remaining();
      if (remainingMs > 0) return remainingMs;
      await this.#write();
      return 0;
    }).andThen((remainingMs) =>
      remainingMs > 0 ? errAsync(emailThrottledError(remainingMs)) : okAsync(undefined),
    );
  }

  /** Forgets the last trigger (SPEC §4: connecting clears the last email login time). */
  clear(): ResultAsync<void, never> {
    return this.#serial(async () => {
      this.#lastInMemory = undefined;
      await this.#storage.remove(LAST_EMAIL_LOGIN_TIME_KEY);
    });
  }

  async #remaining(): Promise<number> {
    const stored = await this.#storage.read(LAST_EMAIL_LOGIN_TIME_KEY);
    const now = this.#clock.now();
    return Math.max(
      cooldownRemaining(stored, now, EMAIL_LOGIN_COOLDOWN_MS),
      cooldownRemaining(this.#lastInMemory, now, EMAIL_LOGIN_COOLDOWN_MS),
    );
  }

  async #write(): Promise<void> {
    const now = this.#clock.now();
    this.#lastInMemory = now;
    await this.#storage.write(LAST_EMAIL_LOGIN_TIME_KEY, now);
  }

  #serial<T>(task: () => Promise<T>): ResultAsync<T, never> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => undefined);
    return ResultAsync.fromSafePromise(run);
  }
}
