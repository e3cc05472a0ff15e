import { makeAutoObservable, runInAction } from 'mobx';
import { errAsync, ResultAsync } from 'neverthrow';
import type { Clock, EmbeddedWalletFrame } from '../../../ports/index.js';
import type { ConnectionStore } from '../../kernel/connections/index.js';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../kernel/emailCooldown/index.js';
import type { EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';
import { emailError, type LatchError, latchError } from '../../lib/errors/index.js';
import { validateEmail } from '../../lib/validation/index.js';
import { toEmailLoginError } from '../email/index.js';

/** Where the change stands: the new address to type, the code of the current one, the new one's, done. */
export type EmailUpdateStage = 'new' | 'primary' | 'secondary' | 'done';

/** What is being asked of the frame now. */
export type EmailUpdatePending = 'sending' | 'primary' | 'secondary';

export interface EmailUpdateDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly clock: Clock;
  readonly user: Pick<EmbeddedUserStore, 'email' | 'remember'>;
  readonly connection: Pick<ConnectionStore, 'connections'>;
}

const OTP = /^\d{6}$/;

/**
 * Changing the e-mail address of a connected e-mail wallet (SPEC §7 APP_UPDATE_EMAIL, CONTRACTS §3): the new
 * address (valid, not the current one) → UPDATE_EMAIL, which mails a code to the current address (primary) →
 * UPDATE_EMAIL_PRIMARY_OTP, which mails one to the new address (secondary) → UPDATE_EMAIL_SECONDARY_OTP → the
 * wallet is the new address's, and the page remembers it. Leaving a view gives up what it asked (late answers
 * change nothing); what was settled (the new address, the stage) stays for the next view.
 */
export class EmailUpdateStore {
  newEmail = '';
  stage: EmailUpdateStage = 'new';
  pending: EmailUpdatePending | undefined = undefined;
  /** The last failure's text, for the view showing the step. */
  error: string | undefined = undefined;
  /** When the current address's code was last asked for (Resend counts 30 s from it). */
  sentAt: number | undefined = undefined;

  readonly #deps: EmailUpdateDeps;
  #generation = 0;

  constructor(deps: EmailUpdateDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The address the connected e-mail wallet signs in with; undefined for another wallet or a social login. */
  get currentEmail(): string | undefined {
    const embedded = [...this.#deps.connection.connections.values()].some((c) => c.connector.type === 'AUTH');
    return embedded ? this.#deps.user.email : undefined;
  }

  get available(): boolean {
    return this.#deps.frame !== undefined && this.currentEmail !== undefined;
  }

  /** Whole seconds until Resend may ask again (SPEC §5's 30 s, rounded up); 0 when it may. */
  resendWaitSeconds(now = this.#deps.clock.now()): number {
    if (this.sentAt === undefined) return 0;
    return Math.max(0, Math.ceil((this.sentAt + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000));
  }

  /** The new address was submitted: checked, then UPDATE_EMAIL (a code goes to the current address). */
  submitEmail(input: string): ResultAsync<'primary', LatchError> {
    const valid = validateEmail(input);
    if (valid.isErr()) return this.#fail(valid.error);
    const current = this.currentEmail;
    if (current === undefined) return this.#fail(emailError('EMAIL_UPDATE_UNAVAILABLE'));
    if (valid.value.toLowerCase() === current.toLowerCase())
      return this.#fail(emailError('EMAIL_UPDATE_SAME'));
    this.newEmail = valid.value;
    return this.#send();
  }

  /** The current address's code view: "Resend code" starts the change again (a fresh code to that address). */
  resend(): ResultAsync<'primary', LatchError> {
    if (this.newEmail === '') return this.#fail(emailError('EMAIL_INVALID'));
    return this.#send();
  }

  /** The code mailed to the current address: then one goes to the new address. */
  submitPrimary(otp: string): ResultAsync<'secondary', LatchError> {
    return this.#ask('primary', (frame) => frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }), otp).map(
      () => 'secondary' as const,
    );
  }

  /** The code mailed to the new address: the wallet moves to it; the page remembers it. Gives the new address. */
  submitSecondary(otp: string): ResultAsync<string, LatchError> {
    return this.#ask(
      'secondary',
      (frame) => frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
      otp,
    ).andThen(({ newEmail }) => {
      const auth = [...this.#deps.connection.connections.values()].find((c) => c.connector.type === 'AUTH');
      const remembered =
        auth === undefined ? Promise.resolve() : this.#deps.user.remember(newEmail, auth.caipNetworkId);
      return ResultAsync.fromSafePromise(remembered).map(() => {
        runInAction(() => {
          this.stage = 'done';
        });
        return newEmail;
      });
    });
  }

  /** The view was left: what it asked no longer counts. */
  leave(): void {
    this.#generation++;
    this.pending = undefined;
    this.error = undefined;
  }

  /** Starts over (Update e-mail chosen again from Account). */
  restart(): void {
    this.leave();
    this.stage = 'new';
    this.newEmail = '';
  }

  dispose(): void {
    this.leave();
  }

  #send(): ResultAsync<'primary', LatchError> {
    const email = this.newEmail;
    const sentAt = this.#deps.clock.now();
    // The resend cooldown counts from a send that went out: a failed one (the service or its mail server down)
    // leaves the earlier one's, so the retry its error invites is not made to wait.
    return this.#ask('sending', (frame) => frame.request('UPDATE_EMAIL', { email }), undefined).map(() => {
      runInAction(() => {
        this.sentAt = sentAt;
      });
      return 'primary' as const;
    });
  }

  /** One frame request of the change: the code's format checked first; its answer counts only if still current. */
  #ask<T>(
    pending: EmailUpdatePending,
    request: (frame: EmbeddedWalletFrame) => Promise<T>,
    otp: string | undefined,
  ): ResultAsync<T, LatchError> {
    if (otp !== undefined && !OTP.test(otp)) return this.#fail(emailError('OTP_FORMAT'));
    const frame = this.#deps.frame;
    if (frame === undefined || this.currentEmail === undefined)
      return this.#fail(emailError('EMAIL_UPDATE_UNAVAILABLE'));
    const generation = ++this.#generation;
    this.pending = pending;
    this.error = undefined;
    const next: Record<EmailUpdatePending, EmailUpdateStage> = {
      sending: 'primary',
      primary: 'secondary',
      secondary: 'secondary',
    };
    return ResultAsync.fromPromise(request(frame), toEmailLoginError)
      .andThen((value) =>
        generation === this.#generation
          ? ResultAsync.fromSafePromise(Promise.resolve(value))
          : this.#aborted<T>(),
      )
      .map((value) => {
        runInAction(() => {
          this.pending = undefined;
          this.stage = next[pending];
        });
        return value;
      })
      .mapErr((error) => {
        if (generation === this.#generation) {
          runInAction(() => {
            this.pending = undefined;
            this.error = error.message;
          });
        }
        return error;
      });
  }

  #aborted<T>(): ResultAsync<T, LatchError> {
    return errAsync(latchError('REQUEST_ABORTED'));
  }

  #fail<T>(error: LatchError): ResultAsync<T, LatchError> {
    this.error = error.message;
    return errAsync(error);
  }
}
