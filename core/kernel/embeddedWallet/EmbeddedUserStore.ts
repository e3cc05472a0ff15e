import { makeAutoObservable, runInAction } from 'mobx';
import type { LatchError } from '../../lib/errors/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import { EMBEDDED_KEYS } from './storageKeys.js';

/**
 * The embedded-wallet user the page knows (SPEC §3 embeddedWalletInfo, socialProvider): the e-mail, or the social
 * provider and user name, Account shows. Kept in storage so a reload shows them again; disconnect clears them
 * with the last chain (SPEC §4). Also the social providers the wallet service offers (the frame's READY).
 */
export class EmbeddedUserStore {
  email: string | undefined = undefined;
  /** The social provider of a social login (SPEC §3 socialProvider). */
  socialProvider: string | undefined = undefined;
  /** The social login's user name. */
  socialUserName: string | undefined = undefined;
  /** The providers the wallet service offers (READY's socialProviders); undefined until the frame said. */
  offeredSocial: readonly string[] | undefined = undefined;
  /** The connected wallet's session rules could not be fetched (FRAME_DEPENDENCY_LOAD_FAILED): Account says so. */
  sessionError: LatchError | undefined = undefined;
  #sessionRetry: (() => void) | undefined;

  readonly #storage: SafeStorage;

  constructor(storage: SafeStorage) {
    this.#storage = storage;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async hydrate(): Promise<void> {
    const [email, provider, userName] = await Promise.all([
      this.#storage.read(EMBEDDED_KEYS.email),
      this.#storage.read(EMBEDDED_KEYS.socialProvider),
      this.#storage.read(EMBEDDED_KEYS.socialUserName),
    ]);
    runInAction(() => {
      this.email = email;
      this.socialProvider = provider;
      this.socialUserName = userName;
    });
  }

  /** Connected through e-mail: the address and the chain it connected on are kept. */
  async remember(email: string, caipNetworkId: string): Promise<void> {
    this.email = email;
    await this.#storage.write(EMBEDDED_KEYS.email, email);
    await this.#storage.write(EMBEDDED_KEYS.lastChain, caipNetworkId);
  }

  /** Connected through a social login: its provider and user name are kept (SPEC §3). */
  async rememberSocial(provider: string, userName: string | undefined): Promise<void> {
    this.socialProvider = provider;
    this.socialUserName = userName;
    await this.#storage.write(EMBEDDED_KEYS.socialProvider, provider);
    if (userName === undefined) await this.#storage.remove(EMBEDDED_KEYS.socialUserName);
    else await this.#storage.write(EMBEDDED_KEYS.socialUserName, userName);
  }

  /** The frame's READY: the social providers the wallet service offers. */
  setOfferedSocial(providers: readonly string[]): void {
    this.offeredSocial = providers;
  }

  /** The session rules' tries failed: the error Account shows, and what its Try again runs. */
  failSession(error: LatchError, retry: () => void): void {
    this.sessionError = error;
    this.#sessionRetry = retry;
  }

  /** Account's Try again: the failure goes and the rules are fetched again. */
  retrySession(): void {
    this.sessionError = undefined;
    this.#sessionRetry?.();
  }

  /** Disconnected: the cached e-mail, last chain, social provider and user name go (SPEC §4). */
  async clear(): Promise<void> {
    this.sessionError = undefined;
    this.email = undefined;
    this.socialProvider = undefined;
    this.socialUserName = undefined;
    await Promise.all([
      this.#storage.remove(EMBEDDED_KEYS.email),
      this.#storage.remove(EMBEDDED_KEYS.lastChain),
      this.#storage.remove(EMBEDDED_KEYS.socialUserName),
      this.#storage.remove(EMBEDDED_KEYS.socialProvider),
    ]);
  }
}
