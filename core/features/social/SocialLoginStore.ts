import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { errAsync, ResultAsync } from 'neverthrow';
import type { EmbeddedWalletFrame, PopupWindow } from '../../../ports/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import type { SocialProvider } from '../../kernel/walletCatalog/index.js';
import { latchError, socialError } from '../../lib/errors/index.js';
import { safeUrl } from '../../lib/urls/index.js';
import { followSocialSession } from './followSocialSession.js';
import { connectFrameLogin, frameLoginError } from './frameLogin.js';
import { resultUriOf } from './resultUriOf.js';
import type { SocialLoginDeps, SocialLoginError, SocialLoginStep } from './types.js';

export type { SocialLoginDeps, SocialLoginError, SocialLoginStep } from './types.js';

const toSocialError = frameLoginError('SOCIAL_LOGIN_REFUSED');

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
  #stopBroadcast: (() => void) | undefined;
  #stopReturned: (() => void) | undefined;
  #stopFollowing: (() => void) | undefined;
  /** Resolves the waiting login with the frame's SOCIAL_RESULT. */
  #onBroadcast: ((resultUri: string) => void) | undefined;
  #preparing = false;

  constructor(deps: SocialLoginDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
    const { session } = deps;
    if (session !== undefined)
      this.#stopFollowing = deps.frame?.onEvent((event) =>
        followSocialSession(event, session.user, session.connected()),
      );
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
    this.#stopListening();
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
    this.#listenForBroadcast(generation);
    const returnUrl = this.#deps.returnUrl?.();
    return this.#settle(
      generation,
      provider,
      ResultAsync.fromPromise(
        frame.request('GET_SOCIAL_REDIRECT_URI', {
          provider,
          ...(returnUrl !== undefined ? { returnUrl } : {}),
        }),
        toSocialError,
      )
        .andThen(({ uri }) => safeUrl(uri, 'link').mapErr(toSocialError))
        .andThen((uri) => {
          if (generation !== this.#generation) return errAsync(latchError('REQUEST_ABORTED'));
          popup.navigate(uri);
          runInAction(() => {
            this.step = 'waiting';
          });
          return this.#waitForResult(popup);
        })
        .andThen((resultUri) => this.#redeem(generation, frame, connectorId, provider, resultUri)),
    );
  }

  /**
   * A result that came back without the popup's message: the page reopened with `#result_uri=` (a Telegram
   * mini-app's popup-less return), or the frame's SOCIAL_RESULT once COOP cut the popup's opener. The frame
   * redeems it (CONNECT_SOCIAL) only for the login it began; the provider is the one the service names.
   */
  resume(resultUri: string): ResultAsync<Connection, SocialLoginError> {
    this.#dropPopup();
    const generation = ++this.#generation;
    this.error = undefined;
    const { frame } = this.#deps;
    const connectorId = this.#deps.connectorId();
    const provider = this.provider ?? 'social';
    if (frame === undefined || connectorId === undefined)
      return this.#fail(generation, socialError('SOCIAL_LOGIN_UNAVAILABLE'));
    return this.#settle(
      generation,
      provider,
      this.#redeem(generation, frame, connectorId, provider, resultUri),
    );
  }

  /**
   * The popup-less return (a Telegram mini-app): the page came back with the result in its address. Redeemed once
   * the AUTH connector is listed; a failure is said through `onError` (the catalogue's text). Disposing gives up.
   */
  resumeReturned(resultUri: string, onError: (message: string) => void): void {
    this.#stopReturned?.();
    // A reaction rather than mobx's `when`: the page's first chunk holds mobx, and `when` would join it.
    this.#stopReturned = reaction(
      () => this.#deps.connectorId() !== undefined,
      (listed, _was, own) => {
        if (!listed) return;
        own.dispose();
        void this.resume(resultUri).mapErr((error) => {
          if (error.code !== 'REQUEST_ABORTED') onError(error.message);
        });
      },
      { fireImmediately: true },
    );
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
    this.#stopListening();
    this.step = 'idle';
    this.error = undefined;
  }

  /** The core is disposed: as leaving, and a returned result no longer waits, the session no longer followed. */
  dispose(): void {
    this.#stopReturned?.();
    this.#stopFollowing?.();
    this.leave();
  }

  /** CONNECT_SOCIAL with the callback's result, then the AUTH connector connected and the provider kept. */
  #redeem(
    generation: number,
    frame: EmbeddedWalletFrame,
    connectorId: string,
    provider: string,
    resultUri: string,
  ): ResultAsync<Connection, SocialLoginError> {
    if (generation !== this.#generation) return errAsync(latchError('REQUEST_ABORTED'));
    this.#stopListening();
    runInAction(() => {
      this.step = 'connecting';
    });
    return ResultAsync.fromPromise(
      frame.request('CONNECT_SOCIAL', { uri: resultUri }),
      toSocialError,
    ).andThen((user) =>
      connectFrameLogin(this.#deps, connectorId, user.provider ?? provider, 'social').andThen((connection) =>
        ResultAsync.fromSafePromise(this.#deps.rememberSocial(user.provider ?? provider, user.userName)).map(
          () => {
            this.#deps.track?.('SOCIAL_LOGIN_SUCCESS', user.provider ?? provider);
            if (generation === this.#generation)
              runInAction(() => {
                this.userName = user.userName;
                this.step = 'connected';
              });
            return connection;
          },
        ),
      ),
    );
  }

  /** A login's end: a failure closes the popup and shows its message (while the login is the current one). */
  #settle(
    generation: number,
    provider: string,
    flow: ResultAsync<Connection, SocialLoginError>,
  ): ResultAsync<Connection, SocialLoginError> {
    return flow.mapErr((error) => {
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

  /**
   * The frame's SOCIAL_RESULT for this login (its popup lost `window.opener`, so the popup looks closed): taken
   * while the login waits, or after it failed as "popup closed"; anything else ignores it.
   */
  #listenForBroadcast(generation: number): void {
    const { frame } = this.#deps;
    this.#stopBroadcast = frame?.onEvent((event) => {
      if (event.type !== 'SOCIAL_RESULT' || generation !== this.#generation) return;
      if (this.#onBroadcast !== undefined) this.#onBroadcast(event.resultUri);
      else if (this.step === 'failed' && this.error?.code === 'SOCIAL_POPUP_CLOSED')
        void this.resume(event.resultUri);
    });
  }

  #stopListening(): void {
    this.#stopBroadcast?.();
    this.#stopBroadcast = undefined;
    this.#onBroadcast = undefined;
  }

  #waitForResult(popup: PopupWindow): ResultAsync<string, SocialLoginError> {
    return ResultAsync.fromPromise(
      new Promise<string>((resolve, reject) => {
        this.#onBroadcast = resolve;
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
    this.#onBroadcast = undefined;
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
