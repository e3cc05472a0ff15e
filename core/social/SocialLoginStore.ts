import { makeAutoObservable, runInAction } from 'mobx';
import { errAsync, ResultAsync } from 'neverthrow';
import type { EmbeddedWalletFrame, PopupOpener, PopupWindow } from '../../ports/index.js';
import type { ConnectFlowError, ConnectingWallet } from '../connect/index.js';
import type { Connection } from '../connection/index.js';
import { frameFailureMessage } from '../embedded/index.js';
import { embeddedError, isLatchError, type LatchError, latchError, socialError } from '../errors/index.js';
import { safeUrl } from '../urls/index.js';
import type { SocialProvider } from './socialProviders.js';

/** Where the social login stands: ConnectingSocial follows it. */
export type SocialLoginStep = 'idle' | 'redirecting' | 'waiting' | 'connecting' | 'connected' | 'failed';

export type SocialLoginError = LatchError | ConnectFlowError;

export interface SocialLoginDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly popups: PopupOpener | undefined;
  /** The wallet service's origin: the only origin a popup's `{resultUri}` is accepted from (exact match). */
  readonly walletOrigin: string;
  /** Where the connected provider and user name are kept for Account and a reload (SPEC §3). */
  readonly rememberSocial: (provider: string, userName: string | undefined) => Promise<void>;
  /** The providers of Connect's social row (the host's, then the wallet service's, Telegram-filtered). */
  readonly providers: () => readonly SocialProvider[];
  /** Whether the wallet service's list is known (the frame's READY came). */
  readonly providersKnown: () => boolean;
  /** SOCIAL_LOGIN_STARTED / _SUCCESS / _ERROR (SPEC §7). */
  readonly track?: (
    event: 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_ERROR',
    provider: string,
  ) => void;
  /** The AUTH connector's id, once discovery lists it. */
  readonly connectorId: () => string | undefined;
  /** The core connect flow: the connection is made there (analytics, recent wallet, Account). */
  readonly connect: (wallet: ConnectingWallet) => ResultAsync<Connection, ConnectFlowError>;
}

const toSocialError = (cause: unknown): SocialLoginError => {
  if (isLatchError(cause)) return cause;
  const message = frameFailureMessage(cause);
  if (message === undefined) return embeddedError('UNKNOWN_ERROR', { cause });
  return socialError('SOCIAL_LOGIN_REFUSED', { params: { message }, cause });
};

const resultUriOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { resultUri } = data as Record<string, unknown>;
  return typeof resultUri === 'string' && resultUri.length <= 8192 ? resultUri : undefined;
};

/**
 * Social login (SPEC §2, CONTRACTS §3): the popup opened inside the click → GET_SOCIAL_REDIRECT_URI → the popup
 * sent there → its `{resultUri}` (from the wallet service's origin only) → CONNECT_SOCIAL → the AUTH connector
 * connected through the core connect flow, the provider and user name stored. A blocked or closed popup, or a
 * refusal, leaves `error` set and `retry` available (a retry begins again: each login is good once).
 */
export class SocialLoginStore {
  step: SocialLoginStep = 'idle';
  provider: SocialProvider | undefined = undefined;
  userName: string | undefined = undefined;
  error: SocialLoginError | undefined = undefined;

  readonly #deps: SocialLoginDeps;
  #generation = 0;
  #popup: PopupWindow | undefined;
  #stopWatching: (() => void) | undefined;
  #preparing = false;

  constructor(deps: SocialLoginDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Connect's social row: what it offers now (the host's list until the wallet service's arrives). */
  get providers(): readonly SocialProvider[] {
    return this.#deps.providers();
  }

  /**
   * The social row is shown: the frame is loaded so that its READY says which providers the wallet service
   * offers (nothing else is asked of it). A frame that fails to load leaves the host's list; a click then says why.
   */
  prepare(): void {
    const { frame } = this.#deps;
    if (frame === undefined || this.#deps.providersKnown() || this.#preparing) return;
    this.#preparing = true;
    void frame.request('IS_CONNECTED', undefined).then(
      () => undefined,
      () => undefined,
    );
  }

  get available(): boolean {
    return (
      this.#deps.frame !== undefined &&
      this.#deps.popups !== undefined &&
      this.#deps.connectorId() !== undefined
    );
  }

  /** Call synchronously in the click handler: the popup opens before anything is awaited. */
  start(provider: SocialProvider): ResultAsync<Connection, SocialLoginError> {
    this.#dropPopup();
    const generation = ++this.#generation;
    this.provider = provider;
    this.error = undefined;
    this.#deps.track?.('SOCIAL_LOGIN_STARTED', provider);
    const { frame, popups } = this.#deps;
    const connectorId = this.#deps.connectorId();
    if (frame === undefined || popups === undefined || connectorId === undefined)
      return this.#fail(generation, socialError('SOCIAL_LOGIN_UNAVAILABLE'));
    const popup = popups.open();
    if (popup === undefined) return this.#fail(generation, socialError('SOCIAL_POPUP_BLOCKED'));
    this.#popup = popup;
    this.step = 'redirecting';
    return ResultAsync.fromPromise(frame.request('GET_SOCIAL_REDIRECT_URI', { provider }), toSocialError)
      .andThen(({ uri }) => safeUrl(uri, 'link').mapErr(toSocialError))
      .andThen((uri) => {
        if (generation !== this.#generation) return errAsync(latchError('REQUEST_ABORTED'));
        popup.navigate(uri);
        runInAction(() => {
          this.step = 'waiting';
        });
        return this.#waitForResult(popup);
      })
      .andThen((resultUri) => {
        if (generation !== this.#generation) return errAsync(latchError('REQUEST_ABORTED'));
        runInAction(() => {
          this.step = 'connecting';
        });
        return ResultAsync.fromPromise(frame.request('CONNECT_SOCIAL', { uri: resultUri }), toSocialError);
      })
      .andThen((user) =>
        this.#deps
          .connect({
            id: connectorId,
            name: provider,
            kind: 'injected',
            installed: true,
            connectorId,
            namespace: 'eip155',
          })
          .andThen((connection) =>
            ResultAsync.fromSafePromise(
              this.#deps.rememberSocial(user.provider ?? provider, user.userName),
            ).map(() => {
              this.#deps.track?.('SOCIAL_LOGIN_SUCCESS', provider);
              if (generation === this.#generation)
                runInAction(() => {
                  this.userName = user.userName;
                  this.step = 'connected';
                });
              return connection;
            }),
          ),
      )
      .mapErr((error) => {
        this.#dropPopup();
        if (error.code !== 'REQUEST_ABORTED') this.#deps.track?.('SOCIAL_LOGIN_ERROR', provider);
        if (generation === this.#generation)
          runInAction(() => {
            this.error = error;
            this.step = 'failed';
          });
        return error;
      });
  }

  /** ConnectingSocial's Retry: begins again (call it in the click, it opens a new popup). */
  retry(): ResultAsync<Connection, SocialLoginError> {
    return this.provider === undefined
      ? errAsync(socialError('SOCIAL_LOGIN_UNAVAILABLE'))
      : this.start(this.provider);
  }

  /** Leaving the view gives up what is under way: the popup closes, late answers change nothing. */
  leave(): void {
    this.#generation++;
    this.#dropPopup();
    this.step = 'idle';
    this.error = undefined;
  }

  /** The core is disposed: as leaving. */
  dispose(): void {
    this.leave();
  }

  #waitForResult(popup: PopupWindow): ResultAsync<string, SocialLoginError> {
    return ResultAsync.fromPromise(
      new Promise<string>((resolve, reject) => {
        this.#stopWatching = popup.watch(
          (message) => {
            // Exact origin: only the wallet service's callback page may complete a login.
            if (message.origin !== this.#deps.walletOrigin) return;
            const resultUri = resultUriOf(message.data);
            if (resultUri !== undefined) resolve(resultUri);
          },
          () => reject(socialError('SOCIAL_POPUP_CLOSED')),
        );
      }),
      toSocialError,
    ).map((resultUri) => {
      this.#dropPopup();
      return resultUri;
    });
  }

  #dropPopup(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    this.#popup?.close();
    this.#popup = undefined;
  }

  #fail(generation: number, error: SocialLoginError): ResultAsync<never, SocialLoginError> {
    if (this.provider !== undefined) this.#deps.track?.('SOCIAL_LOGIN_ERROR', this.provider);
    if (generation === this.#generation) {
      this.error = error;
      this.step = 'failed';
    }
    return errAsync(error);
  }
}
