import { makeAutoObservable, observable, runInAction } from 'mobx';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { ChainNamespace, Network } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import type { SwitchNetworkError, SwitchNetworkOutcome } from '../account/index.js';
import type { WalletPlatform } from '../analytics/index.js';
import type { ConnectError, Connection, DisconnectError } from '../connections/index.js';
import { type CancellationSource, createCancellation } from '../connections/index.js';
import type { WalletEntry } from '../walletCatalog/index.js';
import { connectFailureKind } from './connectFailureKind.js';
import { LegalConsent } from './LegalConsent.js';
import { networkForConnector } from './networkForConnector.js';
import type { PairingStore } from './PairingStore.js';
import type { ConnectingWallet } from './resolveConnectingWallet.js';
import type { AttemptState, ConnectFlowDeps } from './types.js';

/** Where picking a wallet leads (the view navigates; SPEC §2). */
export type WalletChoice =
  /** WalletConnect's own row: the QR code (desktop) or the wallet list to pick an app from (phone). */
  | { readonly kind: 'walletConnect'; readonly mobile: boolean }
  /** A wallet with a live connector: asked to connect now, within the click (ConnectingExternal follows it). */
  | { readonly kind: 'external'; readonly connectorId: string }
  /** Any other wallet: reached through WalletConnect with that wallet chosen (QR code or deep link). */
  | { readonly kind: 'pairing'; readonly walletId: string }
  /** The terms checkbox is required and not ticked (SPEC §1 legalCheckbox): nothing happens. */
  | { readonly kind: 'consentRequired' };

/** What connecting fails with: the connection's errors, or the terms not agreed to yet. */
export type ConnectFlowError = ConnectError | LatchError<'LEGAL_CONSENT_REQUIRED'>;

/** Told of every connection the flow made (the UI moves on to Account). */
export type ConnectedListener = (connection: Connection) => void;

const platformOf = (entry: WalletEntry, isMobile: boolean): WalletPlatform => {
  if (entry.kind === 'walletConnect') return 'qrcode';
  if (entry.connectorId !== undefined) return 'browser';
  return isMobile ? 'mobile' : 'qrcode';
};

/**
 * The connect flow (SPEC §2, §4): choosing a wallet, connecting it through its connector (the latest attempt
 * per connector wins; Try again and cancel), the WalletConnect pairing (`pairing`), the network a connector
 * connects on, success bookkeeping and analytics (SELECT_WALLET, CONNECT_SUCCESS / CONNECT_ERROR,
 * DISCONNECT_*, SWITCH_NETWORK), disconnect and network switch. The connection store changes only through it
 * and the stores it calls; views navigate and show toasts from its results.
 */
export class ConnectFlow {
  /** The latest attempt of each connector a view follows (ConnectingExternal). */
  readonly attempts = observable.map<string, AttemptState>(new Map(), { deep: false });
  /** The terms checkbox (SPEC §1 legalCheckbox): while it blocks, no wallet is chosen or connected. */
  readonly consent: LegalConsent;

  readonly #deps: ConnectFlowDeps;
  readonly #latest = new Map<string, CancellationSource>();
  readonly #listeners = new Set<ConnectedListener>();
  #pairing: PairingStore | undefined;
  #stopPairing: (() => void) | undefined;

  constructor(deps: ConnectFlowDeps) {
    this.#deps = deps;
    this.consent = new LegalConsent(deps.legalCheckbox === true);
    makeAutoObservable<ConnectFlow>(
      this,
      { attempts: false, consent: false, pairing: false, pairingWith: false },
      { autoBind: true },
    );
  }

  /** The WalletConnect pairing once a pairing view has built it (`pairingWith`); undefined before. */
  get pairing(): PairingStore | undefined {
    return this.#pairing;
  }

  /**
   * The WalletConnect pairing (PairingStore), built now from its class: the pairing views' chunk brings its code,
   * so the page's first chunk does not. Built once: later calls give the same one. Its connections are this
   * flow's (`onConnected`).
   */
  pairingWith(Pairing: typeof PairingStore): PairingStore {
    if (this.#pairing === undefined) {
      const pairing = new Pairing(this.#deps);
      this.#pairing = pairing;
      this.#stopPairing = pairing.onConnected((connection) => this.#notify(connection));
    }
    return this.#pairing;
  }

  /** The network a connector connects on: the active one when it serves that namespace, else its first one. */
  networkFor(namespace: ChainNamespace | undefined): Network {
    return networkForConnector(namespace, this.#deps.activeNetwork(), this.#deps.networks);
  }

  /**
   * A wallet row or tile was picked: SELECT_WALLET is sent and a live connector is asked at once — unless the
   * terms checkbox still blocks, when nothing is sent or asked.
   */
  choose(entry: WalletEntry, isMobile: boolean): WalletChoice {
    if (this.consent.blocked) return { kind: 'consentRequired' };
    this.#deps.analytics.track({
      event: 'SELECT_WALLET',
      properties: { name: entry.name, platform: platformOf(entry, isMobile) },
    });
    if (entry.kind === 'walletConnect') return { kind: 'walletConnect', mobile: isMobile };
    if (entry.connectorId === undefined) return { kind: 'pairing', walletId: entry.id };
    void this.connect({ ...entry, connectorId: entry.connectorId });
    return { kind: 'external', connectorId: entry.connectorId };
  }

  /**
   * Asks the wallet's connector to connect (started by the click: wallet pop-ups need the gesture). The latest
   * attempt per connector is the one `attempts` shows; success records the wallet as recent and sends
   * CONNECT_SUCCESS (method browser, or the embedded wallet's way in: email, social, farcaster), failure CONNECT_ERROR.
   */
  connect(wallet: ConnectingWallet): ResultAsync<Connection, ConnectFlowError> {
    if (this.consent.blocked) return errAsync(latchError('LEGAL_CONSENT_REQUIRED'));
    const { connectorId } = wallet;
    const namespace =
      wallet.namespace ?? this.#deps.connectors().find((info) => info.id === connectorId)?.namespace;
    // A newer attempt (Try again) does not cancel the older one: the wallet may still answer its prompt, and
    // that answer connects. Only the newest attempt is shown.
    const attempt = createCancellation();
    this.#latest.set(connectorId, attempt);
    this.attempts.set(connectorId, { status: 'pending' });
    const { connection, analytics } = this.#deps;
    const current = () => this.#latest.get(connectorId) === attempt;
    return connection
      .connect(connectorId, { network: this.networkFor(namespace) }, { cancellation: attempt })
      .map((connected) => {
        const recent = {
          id: wallet.id,
          name: wallet.name,
          ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
        };
        connection.recordSuccess({ wallet: recent });
        analytics.track({
          event: 'CONNECT_SUCCESS',
          properties: { method: wallet.method ?? 'browser', name: wallet.name },
        });
        if (current()) runInAction(() => this.attempts.set(connectorId, { status: 'connected' }));
        this.#notify(connected);
        return connected;
      })
      .mapErr((error) => {
        if (attempt.cancelled) return error;
        analytics.track({ event: 'CONNECT_ERROR', properties: { message: error.message } });
        const status = connectFailureKind(error);
        if (current()) runInAction(() => this.attempts.set(connectorId, { status, error }));
        return error;
      });
  }

  /**
   * The latest attempt of a connector, if a view should follow one. A finished attempt whose wallet has gone
   * since (disconnected) reads as failed, so the view offers Try again rather than waiting.
   */
  attempt(connectorId: string): AttemptState | undefined {
    const state = this.attempts.get(connectorId);
    if (state?.status !== 'connected') return state;
    const live = [...this.#deps.connection.connections.values()].some((c) => c.connector.id === connectorId);
    return live ? state : { status: 'failed', error: latchError('WALLET_NO_LONGER_CONNECTED') };
  }

  /**
   * Gives up a connector's attempt: it no longer counts as connecting, and a wallet that approves it later is
   * disconnected again.
   */
  cancel(connectorId: string): void {
    this.#latest.get(connectorId)?.cancel();
    this.#latest.delete(connectorId);
    this.attempts.delete(connectorId);
  }

  /**
   * The modal closed: the WalletConnect pairing is given up (SPEC §4; nothing keeps "connecting"). A browser
   * wallet's own prompt stays the user's to answer.
   */
  onModalClosed(): void {
    this.#pairing?.hide();
  }

  /**
   * The Disconnect button (SPEC §4): every wallet is disconnected; DISCONNECT_SUCCESS or DISCONNECT_ERROR is
   * sent. The view closes the modal or shows the error.
   */
  disconnect(): ResultAsync<readonly ChainNamespace[], DisconnectError> {
    const { analytics } = this.#deps;
    return this.#deps.connection
      .disconnect()
      .map((namespaces) => {
        analytics.track({ event: 'DISCONNECT_SUCCESS' });
        return namespaces;
      })
      .mapErr((error) => {
        analytics.track({ event: 'DISCONNECT_ERROR' });
        return error;
      });
  }

  /**
   * A network was picked (SPEC §4): the account store switches (asking the wallet on the same namespace); once
   * done SWITCH_NETWORK is sent. Another namespace without a wallet comes back as `needsConnection`.
   */
  switchNetwork(network: Network): ResultAsync<SwitchNetworkOutcome, SwitchNetworkError> {
    return this.#deps.switchNetwork(network).map((outcome) => {
      if (!outcome.needsConnection) {
        this.#deps.analytics.track({
          event: 'SWITCH_NETWORK',
          properties: { network: network.caipNetworkId },
        });
      }
      return outcome;
    });
  }

  /** Hears every connection this flow makes (any connector); returns the unsubscribe. */
  onConnected(listener: ConnectedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  dispose(): void {
    for (const connectorId of [...this.#latest.keys()]) this.cancel(connectorId);
    this.#stopPairing?.();
    this.#pairing?.dispose();
    this.#listeners.clear();
  }

  #notify(connection: Connection): void {
    for (const listener of [...this.#listeners]) listener(connection);
  }
}

export const createConnectFlow = (deps: ConnectFlowDeps): ConnectFlow => new ConnectFlow(deps);
