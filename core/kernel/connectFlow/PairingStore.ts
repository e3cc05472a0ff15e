import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { err, errAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Cancel } from '../../../ports/index.js';
import { type LatchError, latchError, validationError } from '../../lib/errors/index.js';
import { safeUrl } from '../../lib/urls/index.js';
import { isPairingExpired } from '../../lib/validation/index.js';
import type { ConnectError, Connection, RecentWallet, WcLinking } from '../connections/index.js';
import { type CancellationSource, createCancellation, PAIRING_LIFETIME_MS } from '../connections/index.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import { type ConnectFailureKind, connectFailureKind } from './connectFailureKind.js';
import { PAIRING_HEARTBEAT_MS } from './constants.js';
import { networkForConnector } from './networkForConnector.js';
import type { ConnectFlowDeps } from './types.js';

/** What the QR code area shows: a skeleton until a uri arrives, the code, or why the pairing failed. */
export type PairingDisplay = 'idle' | 'loading' | 'ready' | 'error';

/** Why the last pairing failed. */
export interface PairingFailure {
  readonly kind: ConnectFailureKind;
  readonly message: string;
}

/** The wallet a pairing is for (chosen in Connect or AllWallets), recorded as recent on success. */
export type PairingWallet = RecentWallet;

/** Why a wallet's deep link was not opened. */
export type DeepLinkError = LatchError<'URL_UNSAFE'> | LatchError<'PAIRING_EXPIRED'>;

/** Told of each connection a pairing made (the view moves on to Account). */
export type PairingListener = (connection: Connection) => void;

/**
 * The WalletConnect pairing lifecycle (SPEC §3 wcUri, wcPairingExpiry, wcLinking, wcError, buffering; §4, §5,
 * §9). `show` starts a pairing for a wallet (or reuses a live one for the same wallet), keeps it fresh while it
 * is shown — every 5 s the uri is checked and a new one is asked for once under 10 s of its 4 min are left —
 * and `hide` gives the attempt up (leaving the view or closing the modal), so nothing keeps "connecting".
 * Success records the wallet and the deep link used, and sends CONNECT_SUCCESS (mobile when a deep link was
 * used, else qrcode); a failure sends CONNECT_ERROR.
 */
export class PairingStore {
  uri: string | undefined = undefined;
  expiry: number | undefined = undefined;
  /** The deep link opened for this pairing (a phone's wallet app). */
  linking: WcLinking | undefined = undefined;
  wallet: PairingWallet | undefined = undefined;
  failure: PairingFailure | undefined = undefined;
  /** A pairing was asked for and its uri has not arrived yet. */
  buffering = false;
  shown = false;

  readonly #deps: ConnectFlowDeps;
  readonly #listeners = new Set<PairingListener>();
  #attempt: CancellationSource | undefined;
  #heartbeat: Cancel | undefined;
  #leaving: Cancel | undefined;

  constructor(deps: ConnectFlowDeps) {
    this.#deps = deps;
    makeAutoObservable(
      this,
      { linking: observableRef, wallet: observableRef, failure: observableRef },
      { autoBind: true },
    );
  }

  get connectorId(): string | undefined {
    return this.#deps.connectors().find((info) => info.type === 'WALLET_CONNECT')?.id;
  }

  /** The state of the code at `now` (the view passes a clock reading; the store refreshes expired uris itself). */
  display(now: number): PairingDisplay {
    if (this.failure) return 'error';
    if (this.uri === undefined || isPairingExpired(this.expiry, now)) return this.shown ? 'loading' : 'idle';
    return 'ready';
  }

  /**
   * The pairing view shows (for `wallet`, or any wallet): a live pairing for the same wallet is kept, else a new
   * one starts; while shown, the heartbeat refreshes it before it expires.
   */
  show(wallet?: PairingWallet): void {
    this.#leaving?.();
    this.#leaving = undefined;
    const sameWallet = wallet?.id === this.wallet?.id;
    this.wallet = wallet;
    this.shown = true;
    this.#heartbeat ??= this.#deps.scheduler.setInterval(() => this.#beat(), PAIRING_HEARTBEAT_MS);
    if (!sameWallet || !this.#live()) void this.pair();
  }

  /**
   * The pairing view went away: unless it shows again at once (a re-render that mounts it anew), the pairing is
   * given up on the next tick.
   */
  leave(): void {
    this.#leaving ??= this.#deps.scheduler.setTimeout(() => {
      this.#leaving = undefined;
      this.hide();
    }, 0);
  }

  /** The modal closed (or the view was left): the attempt is given up and the code forgotten. */
  hide(): void {
    this.#leaving?.();
    this.#leaving = undefined;
    this.shown = false;
    this.#heartbeat?.();
    this.#heartbeat = undefined;
    this.#attempt?.cancel();
    this.#attempt = undefined;
    this.uri = undefined;
    this.expiry = undefined;
    this.linking = undefined;
    this.buffering = false;
    this.failure = undefined;
  }

  /** Asks the WalletConnect connector for a new pairing (first show, expiry, Retry). */
  pair(): ResultAsync<Connection, ConnectError> {
    const connectorId = this.connectorId;
    if (connectorId === undefined) {
      const error = latchError('CONNECTOR_NOT_FOUND', { params: { id: 'WalletConnect' } });
      this.failure = { kind: 'failed', message: error.message };
      return errAsync(error);
    }
    const { connection, analytics } = this.#deps;
    // The connector hands every waiting caller the newest pairing's outcome: the superseded one is let go.
    this.#attempt?.cancel();
    const attempt = createCancellation();
    this.#attempt = attempt;
    this.uri = undefined;
    this.expiry = undefined;
    this.failure = undefined;
    this.buffering = true;
    const network = networkForConnector('eip155', this.#deps.activeNetwork(), this.#deps.networks);
    return connection
      .connect(
        connectorId,
        { network, ...(this.wallet ? { walletId: this.wallet.id } : {}) },
        { onDisplayUri: (uri) => this.#onUri(attempt, uri), cancellation: attempt },
      )
      .map((connected) => {
        runInAction(() => this.#onConnected(attempt));
        for (const listener of [...this.#listeners]) listener(connected);
        return connected;
      })
      .mapErr((error) => {
        if (!attempt.cancelled) {
          runInAction(() => {
            this.buffering = false;
            this.failure = { kind: connectFailureKind(error), message: error.message };
          });
          analytics.track({ event: 'CONNECT_ERROR', properties: { message: error.message } });
        }
        return error;
      });
  }

  /**
   * A phone opens the chosen wallet app on the pairing: the link is built from its listing's mobile_link and,
   * when the URL policy allows it (http(s) or the wallet's own scheme: never javascript:, data: …), remembered
   * as the deep link used and returned to open. Without a usable uri: PAIRING_EXPIRED.
   */
  deepLink(mobileLink: string, walletName: string): Result<string, DeepLinkError> {
    if (this.uri === undefined || isPairingExpired(this.expiry, this.#deps.clock.now())) {
      return err(validationError('PAIRING_EXPIRED'));
    }
    return safeUrl(buildWalletDeepLink(mobileLink, this.uri), 'app').map((href) => {
      this.linking = { href, name: walletName };
      return href;
    });
  }

  /**
   * A web wallet opens on the pairing in a browser tab: the link is built from its listing's webapp_link as a
   * universal link (`<link>wc?uri=…`, see buildWalletDeepLink) and returned when the URL policy allows it as a
   * web page (http(s) only). Nothing is recorded: a web wallet is not a deep-link choice. Without a usable uri:
   * PAIRING_EXPIRED.
   */
  webLink(webappLink: string): Result<string, DeepLinkError> {
    if (this.uri === undefined || isPairingExpired(this.expiry, this.#deps.clock.now())) {
      return err(validationError('PAIRING_EXPIRED'));
    }
    return safeUrl(buildWalletDeepLink(webappLink, this.uri), 'link');
  }

  /** Hears every connection a pairing makes; returns the unsubscribe. */
  onConnected(listener: PairingListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  dispose(): void {
    this.hide();
    this.#listeners.clear();
  }

  #onUri(attempt: CancellationSource, uri: string): void {
    if (attempt !== this.#attempt) return;
    runInAction(() => {
      this.uri = uri;
      this.expiry = this.#deps.clock.now() + PAIRING_LIFETIME_MS;
      this.buffering = false;
    });
  }

  #onConnected(attempt: CancellationSource): void {
    const deepLink = this.linking;
    const wallet = this.wallet;
    this.#deps.connection.recordSuccess({ ...(wallet ? { wallet } : {}), ...(deepLink ? { deepLink } : {}) });
    this.#deps.analytics.track({
      event: 'CONNECT_SUCCESS',
      properties: { method: deepLink ? 'mobile' : 'qrcode', name: wallet?.name ?? 'WalletConnect' },
    });
    if (attempt === this.#attempt) this.#attempt = undefined;
    this.uri = undefined;
    this.expiry = undefined;
    this.linking = undefined;
    this.buffering = false;
  }

  /** A pairing under way whose uri is still usable, or still coming. */
  #live(): boolean {
    if (this.#attempt === undefined || this.failure) return false;
    return this.buffering || !isPairingExpired(this.expiry, this.#deps.clock.now());
  }

  #beat(): void {
    if (!this.shown || this.buffering || this.failure) return;
    if (isPairingExpired(this.expiry, this.#deps.clock.now())) void this.pair();
  }
}
