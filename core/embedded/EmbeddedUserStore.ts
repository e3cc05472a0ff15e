import { makeAutoObservable, runInAction } from 'mobx';
import type { SafeStorage } from '../storage/index.js';
import { EMBEDDED_KEYS } from './storageKeys.js';

/**
 * The embedded-wallet user the page knows (SPEC §3 embeddedWalletInfo): the e-mail Account shows. Kept in
 * storage so a reload shows it again; disconnect clears it with the last chain and the social user name (SPEC §4).
 */
export class EmbeddedUserStore {
  email: string | undefined = undefined;
  /** A social or Farcaster login's user name (Account shows it). */
  userName: string | undefined = undefined;

  readonly #storage: SafeStorage;

  constructor(storage: SafeStorage) {
    this.#storage = storage;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async hydrate(): Promise<void> {
    const [email, userName] = await Promise.all([
      this.#storage.read(EMBEDDED_KEYS.email),
      this.#storage.read(EMBEDDED_KEYS.socialUserName),
    ]);
    runInAction(() => {
      this.email = email;
      this.userName = userName;
    });
  }

  /** Connected through e-mail: the address and the chain it connected on are kept. */
  async remember(email: string, caipNetworkId: string): Promise<void> {
    this.email = email;
    await this.#storage.write(EMBEDDED_KEYS.email, email);
    await this.#storage.write(EMBEDDED_KEYS.lastChain, caipNetworkId);
  }

  /** Connected through a social or Farcaster login: its user name is kept. */
  async rememberUserName(userName: string): Promise<void> {
    this.userName = userName;
    await this.#storage.write(EMBEDDED_KEYS.socialUserName, userName);
  }

  /** Disconnected: the cached e-mail, last chain and social user name go (SPEC §4). */
  async clear(): Promise<void> {
    this.email = undefined;
    this.userName = undefined;
    await Promise.all([
      this.#storage.remove(EMBEDDED_KEYS.email),
      this.#storage.remove(EMBEDDED_KEYS.lastChain),
      this.#storage.remove(EMBEDDED_KEYS.socialUserName),
    ]);
  }
}
