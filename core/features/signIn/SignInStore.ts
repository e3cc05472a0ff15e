import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { getAddress, isAddress } from 'viem';
import type { CaipAddress, CaipNetworkId, Logger, SiwxConfig, SiwxSignInput } from '../../../ports/index.js';
import type { ModalStore } from '../../kernel/modal/index.js';
import { siwxError } from '../../lib/errors/index.js';
import { isSiwxNamespace } from '../../lib/siwx/index.js';
import { type SignInError, toSignInError } from './signInError.js';

/** The account and network a session must cover. */
export interface SignInTarget {
  readonly chainId: CaipNetworkId;
  readonly address: string;
}

/**
 * - `idle`: nothing to cover (no account), `checking`: asking the host for a session, `signedIn`: a session
 *   covers the account, `asking`: the view asks to sign, `signing`: the wallet is asked, `failed`: the last
 *   try failed (`error`), `dismissed`: the user said no where sign-in is optional.
 */
export type SignInStatus = 'idle' | 'checking' | 'signedIn' | 'asking' | 'signing' | 'failed' | 'dismissed';

/** The two views that ask: SIWXSignMessage for `siwx`, ConnectingSiwe for the legacy `siweConfig`. */
export type SignInView = 'SIWXSignMessage' | 'ConnectingSiwe';

export interface SignInDeps {
  readonly config: SiwxConfig;
  readonly view: SignInView;
  /** The active account on its wallet's network (CAIP-10), observable; undefined while none. */
  readonly caipAddress: () => CaipAddress | undefined;
  /** Whether any wallet is connected, observable: when it turns false, the user signed out. */
  readonly connected: () => boolean;
  /** Signs with the connected wallet (when the config has no `signMessage`). */
  readonly signWithWallet: (input: SiwxSignInput) => Promise<string>;
  readonly modal: Pick<ModalStore, 'open' | 'close' | 'onClose'>;
  /** Disconnects every wallet (cancel where sign-in is required). */
  readonly disconnect: () => ResultAsync<unknown, SignInError>;
  readonly logger: Logger;
}

const targetOf = (caipAddress: CaipAddress | undefined): SignInTarget | undefined => {
  if (caipAddress === undefined) return undefined;
  const [namespace = '', reference, address] = caipAddress.split(':');
  if (!isSiwxNamespace(namespace) || reference === undefined || address === undefined) return undefined;
  // A CAIP-122 message names an eip155 account in its EIP-55 form (wallets often answer in lower case).
  const named =
    namespace === 'eip155' && isAddress(address, { strict: false }) ? getAddress(address) : address;
  return { chainId: `${namespace}:${reference}`, address: named };
};

const sameTarget = (a: SignInTarget | undefined, b: SignInTarget | undefined) =>
  a?.chainId === b?.chainId && a?.address.toLowerCase() === b?.address.toLowerCase();

/**
 * The sign-in flow of SPEC §4 over the host's `SiwxConfig` (CONTRACTS §5). Whenever the connected account or its
 * network changes, it asks `getSessions`; with none, it opens the modal on its view. `sign` builds the message
 * (`createMessage`), has it signed (`signMessage`, else the connected wallet) and saves the session
 * (`addSession`), then closes the modal; a failure stays on the view with its error. `cancel` disconnects where
 * sign-in is required (`getRequired`), else closes. While required and unsigned, the modal cannot close
 * (`blocksClose`, read by the modal store). When every wallet disconnects, the accounts signed in on this page
 * are signed out (`revokeSession`) unless `signOutOnDisconnect` is false.
 */
export class SignInStore {
  status: SignInStatus = 'idle';
  target: SignInTarget | undefined = undefined;
  error: SignInError | undefined = undefined;
  readonly view: SignInView;

  readonly #deps: SignInDeps;
  readonly #stops: (() => void)[] = [];
  /** The accounts signed in while connected, signed out on disconnect. */
  #covered: SignInTarget[] = [];
  /** Bumped on every account change: an answer for an older account is dropped. */
  #generation = 0;

  constructor(deps: SignInDeps) {
    this.#deps = deps;
    this.view = deps.view;
    makeAutoObservable(this, { error: observableRef }, { autoBind: true });
  }

  /** Whether sign-in is required (the host's `getRequired`, default false). */
  get required(): boolean {
    return this.#deps.config.getRequired?.() ?? false;
  }

  /** The account is waiting for a sign-in. */
  get pending(): boolean {
    return this.status === 'asking' || this.status === 'signing' || this.status === 'failed';
  }

  /** SPEC §2: closing is blocked while sign-in is required and no session covers the account. */
  get blocksClose(): boolean {
    return this.required && this.pending;
  }

  /** Starts following the account: checks it now, and again on every change. */
  start(): void {
    this.#stops.push(
      reaction(
        () => targetOf(this.#deps.caipAddress()),
        (target) => this.#check(target),
        {
          fireImmediately: true,
          equals: sameTarget,
        },
      ),
      reaction(
        () => this.#deps.connected(),
        (connected) => connected || this.#signOut(),
      ),
      this.#deps.modal.onClose(() => {
        if (!this.required && (this.status === 'asking' || this.status === 'failed'))
          this.status = 'dismissed';
      }),
    );
  }

  /** Signs the current account in (the view's Sign and Retry). */
  sign(): ResultAsync<void, SignInError> {
    const target = this.target;
    if (target === undefined) return errAsync(siwxError('NO_ACTIVE_CAIP_ADDRESS'));
    if (this.status === 'signing') return okAsync(undefined);
    const generation = this.#generation;
    this.status = 'signing';
    this.error = undefined;
    return ResultAsync.fromPromise(this.#signIn(target), toSignInError)
      .map(() => {
        if (generation !== this.#generation) return undefined;
        runInAction(() => {
          this.status = 'signedIn';
          this.#remember(target);
        });
        this.#deps.modal.close();
        return undefined;
      })
      .mapErr((error) => {
        if (generation === this.#generation) {
          runInAction(() => {
            this.status = 'failed';
            this.error = error;
          });
        }
        return error;
      });
  }

  /** The view's Cancel: disconnects where sign-in is required, else closes without signing in. */
  cancel(): ResultAsync<void, SignInError> {
    if (!this.required) {
      this.status = 'dismissed';
      this.#deps.modal.close();
      return okAsync(undefined);
    }
    return this.#deps.disconnect().map(() => {
      this.#deps.modal.close();
      return undefined;
    });
  }

  /** Its view closed: nothing to give up (a signature under way is the wallet's to answer). */
  leave(): void {}

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#generation++;
  }

  async #signIn(target: SignInTarget): Promise<void> {
    const { config, signWithWallet } = this.#deps;
    const message = await config.createMessage({ accountAddress: target.address, chainId: target.chainId });
    const text = message.toString();
    const input = { message: text, chainId: target.chainId, accountAddress: target.address };
    const signature = await (config.signMessage ? config.signMessage(input) : signWithWallet(input));
    const { toString: _text, ...data } = message;
    await config.addSession({ data, message: text, signature });
  }

  #check(target: SignInTarget | undefined): void {
    const generation = ++this.#generation;
    this.target = target;
    this.error = undefined;
    if (target === undefined) {
      this.status = 'idle';
      return;
    }
    this.status = 'checking';
    this.#deps.config
      .getSessions(target.chainId, target.address)
      .catch((cause: unknown) => {
        this.#deps.logger.warn('sign-in: reading the sessions failed', { cause });
        return [];
      })
      .then((sessions) => {
        if (generation !== this.#generation) return;
        if (sessions.length > 0) {
          runInAction(() => {
            this.status = 'signedIn';
            this.#remember(target);
          });
          return;
        }
        runInAction(() => {
          this.status = 'asking';
        });
        void this.#deps.modal.open({ view: this.view });
      });
  }

  #remember(target: SignInTarget): void {
    if (!this.#covered.some((known) => sameTarget(known, target))) this.#covered.push(target);
  }

  #signOut(): void {
    const { config, logger } = this.#deps;
    const covered = this.#covered.splice(0);
    if (config.signOutOnDisconnect === false) return;
    for (const { chainId, address } of covered) {
      config.revokeSession(chainId, address).catch((cause: unknown) => {
        logger.warn('sign-in: signing out failed', { cause });
      });
    }
  }
}

export const createSignInStore = (deps: SignInDeps): SignInStore => new SignInStore(deps);
