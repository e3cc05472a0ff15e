import { makeAutoObservable, runInAction } from 'mobx';
import { err, ok, type Result } from 'neverthrow';
import type {
  Cancel,
  ChainNamespace,
  Logger,
  Platform,
  Scheduler,
  Unsubscribe,
} from '../../../ports/index.js';
import { settleWithin } from '../connections/index.js';
import type { RouterStore } from '../router/index.js';
import { MODAL_SHAKE_MS, PREFETCH_TIMEOUT_MS } from './constants.js';
import { type CloseBlockedError, closeBlockedError, findCloseBlocker } from './findCloseBlocker.js';
import { type OpenOptions, resolveOpenRoute } from './resolveOpenRoute.js';

/** Analytics the modal reports (SPEC §4: open and close events carry whether an address is connected). */
export interface ModalEvent {
  readonly event: 'MODAL_OPEN' | 'MODAL_CLOSE';
  readonly connected: boolean;
}

/**
 * Told to `onClose` listeners after every successful close. SPEC §4: with no pending transaction, the
 * embedded wallet rejects its pending signing requests.
 */
export interface ModalCloseEvent {
  readonly connected: boolean;
  readonly pendingTransaction: boolean;
  /** Embedded mode: the modal navigated back instead of closing. */
  readonly embedded: boolean;
}

export interface ModalStoreOptions {
  /** Embedded mode: the modal is part of the page and is never hidden. */
  readonly embedded?: boolean;
  /** At least one chain adapter is configured. */
  readonly enableAdapters: boolean;
  readonly isSignInRequired: () => boolean;
  readonly hasSession: () => boolean;
}

export interface ModalStoreDeps {
  readonly router: RouterStore;
  readonly scheduler: Scheduler;
  readonly platform: Platform;
  readonly options: ModalStoreOptions;
  readonly isConnected: () => boolean;
  readonly onEvent?: (event: ModalEvent) => void;
  /** Loads the images the modal shows first; raced against PREFETCH_TIMEOUT_MS. */
  readonly prefetch?: () => Promise<void>;
  /** Asks for what opening shows (the wallet registry's list): on open, and ahead of it (`prepare`). */
  readonly prepare?: () => void;
  readonly logger?: Logger;
}

export interface CloseOptions {
  /** Close even while ApproveTransaction is showing. */
  readonly force?: boolean;
}

/** 'navigated': embedded mode went back to Account/Connect and stays open. */
export type CloseOutcome = 'closed' | 'already-closed' | 'navigated';

/**
 * Modal state of SPEC §3 (`isOpen`, `loading`, `isShaking`, `namespace`) and the opening/closing rules of
 * SPEC §2 and §4. It decides state only; views observe it.
 */
export class ModalStore {
  isOpen: boolean;
  loading = false;
  isShaking = false;
  namespace: ChainNamespace | undefined = undefined;

  readonly #deps: ModalStoreDeps;
  readonly #closeListeners = new Set<(event: ModalCloseEvent) => void>();
  #stopShake: Cancel | undefined;
  /** Bumped on every open and close, so a late prefetch never clears a newer loading state. */
  #generation = 0;

  constructor(deps: ModalStoreDeps) {
    this.#deps = deps;
    this.isOpen = deps.options.embedded === true;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get embedded(): boolean {
    return this.#deps.options.embedded === true;
  }

  /**
   * Gets what opening shows ready ahead of the click (the wallet registry's list): a Latch button calls it when a
   * pointer or the focus reaches it. Asked once; opening asks too.
   */
  prepare(): void {
    this.#deps.prepare?.();
  }

  /**
   * Shows the modal on the view the opening rules pick, and prefetches while `loading`. Resolves once the
   * prefetch settled or timed out.
   */
  open(options: OpenOptions = {}): Promise<void> {
    const { router, platform, options: config, isConnected } = this.#deps;
    this.prepare();
    const connected = isConnected();
    const route = resolveOpenRoute(options, {
      isConnected: connected,
      enableAdapters: config.enableAdapters,
      isMobile: platform.isMobile(),
    });
    router.resetRoute(route);
    this.namespace = options.namespace;
    const wasOpen = this.isOpen;
    this.isOpen = true;
    if (!wasOpen) this.#deps.onEvent?.({ event: 'MODAL_OPEN', connected });
    return this.#prefetch();
  }

  /**
   * Closes the modal (SPEC §2, §4). Blocked closes shake the modal and return MODAL_CLOSE_BLOCKED. In embedded
   * mode the modal goes back to Account (connected) or Connect and stays open.
   */
  close(options: CloseOptions = {}): Result<CloseOutcome, CloseBlockedError> {
    if (!this.isOpen) return ok('already-closed');
    const { router, options: config } = this.#deps;
    const blocker = findCloseBlocker({
      view: router.view,
      force: options.force === true,
      signInRequired: config.isSignInRequired(),
      hasSession: config.hasSession(),
    });
    if (blocker) {
      this.shake();
      return err(closeBlockedError(blocker));
    }
    const connected = this.#deps.isConnected();
    const pendingTransaction = router.hasPendingTransaction;
    this.#generation++;
    this.loading = false;
    this.#deps.onEvent?.({ event: 'MODAL_CLOSE', connected });
    if (this.embedded) router.reset(connected ? 'Account' : 'Connect');
    else {
      this.isOpen = false;
      this.namespace = undefined;
      router.reset('Connect');
    }
    this.#notifyClose({ connected, pendingTransaction, embedded: this.embedded });
    return ok(this.embedded ? 'navigated' : 'closed');
  }

  /** Shakes for MODAL_SHAKE_MS; shaking again restarts the period. */
  shake(): void {
    this.#stopShake?.();
    this.isShaking = true;
    this.#stopShake = this.#deps.scheduler.setTimeout(() => {
      runInAction(() => {
        this.isShaking = false;
      });
      this.#stopShake = undefined;
    }, MODAL_SHAKE_MS);
  }

  setLoading(loading: boolean): void {
    this.#generation++;
    this.loading = loading;
  }

  /** Listens to successful closes; returns the way to stop listening. */
  onClose(listener: (event: ModalCloseEvent) => void): Unsubscribe {
    this.#closeListeners.add(listener);
    return () => {
      this.#closeListeners.delete(listener);
    };
  }

  /** Stops the shake timer and drops every listener. */
  dispose(): void {
    this.#stopShake?.();
    this.#stopShake = undefined;
    this.#closeListeners.clear();
  }

  #prefetch(): Promise<void> {
    const prefetch = this.#deps.prefetch;
    if (!prefetch) return Promise.resolve();
    const generation = ++this.#generation;
    this.loading = true;
    const work = new Promise<void>((resolve, reject) => {
      prefetch().then(resolve, reject);
    });
    return settleWithin(work, PREFETCH_TIMEOUT_MS, this.#deps.scheduler).then((settled) => {
      if (settled.kind === 'rejected')
        this.#deps.logger?.warn('modal prefetch failed', { cause: settled.reason });
      if (settled.kind === 'timedOut') this.#deps.logger?.warn('modal prefetch timed out');
      if (generation !== this.#generation) return;
      runInAction(() => {
        this.loading = false;
      });
    });
  }

  #notifyClose(event: ModalCloseEvent): void {
    for (const listener of [...this.#closeListeners]) {
      try {
        listener(event);
      } catch (cause) {
        this.#deps.logger?.error('modal close listener failed', { cause });
      }
    }
  }
}

export const createModalStore = (deps: ModalStoreDeps): ModalStore => new ModalStore(deps);
