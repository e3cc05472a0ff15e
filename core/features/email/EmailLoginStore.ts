import { makeAutoObservable, runInAction } from 'mobx';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock, EmbeddedWalletFrame, Unsubscribe } from '../../../ports/index.js';
import type { ConnectFlowError, ConnectingWallet } from '../../kernel/connectFlow/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import { EMAIL_LOGIN_COOLDOWN_MS, type EmailThrottle } from '../../kernel/emailCooldown/index.js';
import type { EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';
import { emailError, latchError } from '../../lib/errors/index.js';
import { validateEmail } from '../../lib/validation/index.js';
import { type EmailLoginError, toEmailLoginError } from './toEmailLoginError.js';

/** Where the e-mail login stands: the view for each step follows it. */
export type EmailLoginStep = 'idle' | 'sending' | 'otp' | 'device' | 'verifying' | 'connected';

/** What sending the e-mail leads to: the code view, the device confirmation, or connected at once. */
export type EmailNext = 'otp' | 'device' | 'connected';

export interface EmailLoginDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly throttle: EmailThrottle;
  readonly clock: Clock;
  readonly user: EmbeddedUserStore;
  /** The AUTH connector's id, once discovery lists it. */
  readonly connectorId: () => string | undefined;
  /** The core connect flow: the connection is made there (analytics, recent wallet, Account). */
  readonly connect: (wallet: ConnectingWallet) => ResultAsync<Connection, ConnectFlowError>;
  /** Stops the connected wallet's session rules (watchEmbeddedSession), started with the flow. */
  readonly session?: Unsubscribe;
}

const OTP = /^\d{6}$/;

/**
 * The e-mail one-time-code login (SPEC §2, §4, §5; CONTRACTS §3): CONNECT_EMAIL (valid address, 30 s cooldown) →
 * VERIFY_OTP → CONNECT_OTP, or VERIFY_DEVICE → CONNECT_DEVICE → the code; then the AUTH connector connects through
 * the core connect flow. Leaving the views (`leave`) gives up what is under way: its late answers change nothing.
 */
export class EmailLoginStore {
  email = '';
  step: EmailLoginStep = 'idle';
  /** The last failure's text, for the view showing the step. */
  error: string | undefined = undefined;
  /** When the code was last asked for (the Resend cooldown counts from it). */
  sentAt: number | undefined = undefined;

  readonly #deps: EmailLoginDeps;
  #generation = 0;

  constructor(deps: EmailLoginDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get available(): boolean {
    return this.#deps.frame !== undefined && this.#deps.connectorId() !== undefined;
  }

  /** Whole seconds until Resend may ask again (SPEC §5: 30 s, rounded up); 0 when it may. */
  resendWaitSeconds(now = this.#deps.clock.now()): number {
    if (this.sentAt === undefined) return 0;
    return Math.max(0, Math.ceil((this.sentAt + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000));
  }

  get busy(): boolean {
    return this.step === 'sending' || this.step === 'verifying';
  }

  /** The e-mail field was submitted: checked, throttled, then sent to the frame. */
  submitEmail(input: string): ResultAsync<EmailNext, EmailLoginError> {
    const valid = validateEmail(input);
    if (valid.isErr()) return this.#fail(valid.error);
    this.email = valid.value;
    return this.#send();
  }

  /** The code view's "Resend code": the same cooldown applies. */
  resend(): ResultAsync<EmailNext, EmailLoginError> {
    if (this.email === '') return this.#fail(emailError('EMAIL_INVALID'));
    return this.#send();
  }

  /** The six digits were entered: CONNECT_OTP, then the connection. */
  submitCode(otp: string): ResultAsync<Connection, EmailLoginError> {
    if (!OTP.test(otp)) return this.#fail(emailError('OTP_FORMAT'));
    const frame = this.#deps.frame;
    if (frame === undefined) return this.#fail(emailError('EMAIL_LOGIN_UNAVAILABLE'));
    const generation = this.#start('verifying');
    return ResultAsync.fromPromise(frame.request('CONNECT_OTP', { otp }), toEmailLoginError)
      .andThen(() => this.#connect(generation))
      .mapErr((error) => this.#failed(generation, error, 'otp'));
  }

  /** The device confirmation view waits for the link in the mail to be followed (CONNECT_DEVICE), then the code. */
  confirmDevice(): ResultAsync<'otp', EmailLoginError> {
    const frame = this.#deps.frame;
    if (frame === undefined) return this.#fail(emailError('EMAIL_LOGIN_UNAVAILABLE'));
    const generation = this.#start('device');
    return ResultAsync.fromPromise(frame.request('CONNECT_DEVICE', undefined), toEmailLoginError)
      .andThen(() => this.#stillCurrent(generation, 'otp' as const))
      .map((next) => {
        this.#settle(generation, 'otp');
        return next;
      })
      .mapErr((error) => this.#failed(generation, error, 'device'));
  }

  /** The e-mail views were left: what is under way no longer counts. */
  leave(): void {
    this.#generation++;
    this.step = 'idle';
    this.error = undefined;
  }

  dispose(): void {
    this.leave();
    this.#deps.session?.();
  }

  #send(): ResultAsync<EmailNext, EmailLoginError> {
    const frame = this.#deps.frame;
    if (frame === undefined) return this.#fail(emailError('EMAIL_LOGIN_UNAVAILABLE'));
    const email = this.email;
    const generation = this.#start('sending');
    return this.#deps.throttle
      .attempt()
      .mapErr((error): EmailLoginError => error)
      .map(() => this.#markSent())
      .andThen(() =>
        ResultAsync.fromPromise(frame.request('CONNECT_EMAIL', { email }), toEmailLoginError).orElse(
          (error) => this.#unsent(error),
        ),
      )
      .andThen(({ action }): ResultAsync<EmailNext, EmailLoginError> => {
        if (action === 'CONNECT') return this.#connect(generation).map(() => 'connected' as const);
        const next: EmailNext = action === 'VERIFY_DEVICE' ? 'device' : 'otp';
        return this.#stillCurrent(generation, next).map((step) => {
          this.#settle(generation, step);
          return step;
        });
      })
      .mapErr((error) => this.#failed(generation, error, 'idle'));
  }

  #connect(generation: number): ResultAsync<Connection, EmailLoginError> {
    const connectorId = this.#deps.connectorId();
    if (connectorId === undefined) return errAsync(emailError('EMAIL_LOGIN_UNAVAILABLE'));
    return this.#stillCurrent(generation, connectorId)
      .andThen((id) =>
        // The connector's own id: a recent wallet that is the auth connector is never listed as a wallet row.
        this.#deps.connect({
          id,
          name: 'Email',
          method: 'email',
          kind: 'injected',
          installed: true,
          connectorId: id,
          namespace: 'eip155',
        }),
      )
      .andThen((connection) =>
        ResultAsync.fromSafePromise(
          Promise.all([
            this.#deps.user.remember(this.email, connection.caipNetworkId),
            this.#deps.throttle.clear(),
          ]),
        ).map(() => connection),
      )
      .map((connection) => {
        this.#settle(generation, 'connected');
        return connection;
      });
  }

  /**
   * CONNECT_EMAIL failed (the wallet service down, its mail server down, no answer in time): no code went out, so
   * no cooldown either, as in the reference (its last e-mail login time is set only once CONNECT_EMAIL succeeds);
   * the retry the error invites may go at once.
   */
  #unsent(error: EmailLoginError): ResultAsync<never, EmailLoginError> {
    runInAction(() => {
      this.sentAt = undefined;
    });
    return this.#deps.throttle.clear().andThen(() => errAsync(error));
  }

  #markSent(): number {
    const now = this.#deps.clock.now();
    runInAction(() => {
      this.sentAt = now;
    });
    return now;
  }

  #start(step: EmailLoginStep): number {
    this.#generation++;
    this.step = step;
    this.error = undefined;
    return this.#generation;
  }

  #settle(generation: number, step: EmailLoginStep): void {
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.step = step;
      this.error = undefined;
    });
  }

  #stillCurrent<T>(generation: number, value: T): ResultAsync<T, EmailLoginError> {
    return generation === this.#generation ? okAsync(value) : errAsync(latchError('REQUEST_ABORTED'));
  }

  #failed(generation: number, error: EmailLoginError, step: EmailLoginStep): EmailLoginError {
    if (generation === this.#generation) {
      runInAction(() => {
        this.step = step;
        this.error = error.message;
      });
    }
    return error;
  }

  #fail<T>(error: EmailLoginError): ResultAsync<T, EmailLoginError> {
    this.error = error.message;
    return errAsync(error);
  }
}
