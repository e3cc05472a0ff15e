import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ResultAsync } from 'neverthrow';
import type { Clock, NameRecord, NamesApi, Scheduler } from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import { DebouncedRequest } from '../../lib/flowSteps/index.js';
import { DEFAULT_NAME_ZONE } from '../../lib/names/index.js';
import { validateAccountName } from '../../lib/validation/index.js';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from './constants.js';
import { fetchNameSuggestions } from './fetchNameSuggestions.js';
import { registerAccountName } from './registerAccountName.js';
import { toZoneName } from './toZoneName.js';
import type {
  NameSignerSource,
  NameSuggestionView,
  RegisterNameError,
  RegistrationState,
  SuggestionsState,
} from './types.js';

export interface NameRegistrationDeps {
  readonly names: Pick<NamesApi, 'getSuggestions' | 'registerName'>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** The account that would sign, read when a registration starts. */
  readonly account: () => NameSignerSource;
  /**
   * Looks the account's identity up again, past its cache, so the header shows the new name; awaited
   * before the registration counts as done (it never fails).
   */
  readonly refreshIdentity: () => ResultAsync<unknown, unknown> | PromiseLike<unknown>;
}

export interface NameRegistrationOptions {
  /** Default DEFAULT_NAME_ZONE. */
  readonly zone?: string;
  /** Default NAME_SUGGESTIONS_DEBOUNCE_MS (SPEC §9). */
  readonly debounceMs?: number;
}

const IDLE_SUGGESTIONS: SuggestionsState = { status: 'idle' };
const IDLE_REGISTRATION: RegistrationState = { status: 'idle' };

/**
 * The RegisterAccountName flow (SPEC §2, §4, §5). `setQuery` checks the label (SPEC §5) and asks for
 * suggestions once typing has paused for 500 ms (through the Scheduler; an answer for an older query is
 * dropped). `register` signs and registers the name and reports each step in `registration`; after a
 * success the account's identity is refreshed. Views decide where to go with the result.
 */
export class NameRegistrationStore {
  /** The label as typed. */
  query = '';
  suggestions: SuggestionsState = IDLE_SUGGESTIONS;
  registration: RegistrationState = IDLE_REGISTRATION;
  readonly zone: string;

  readonly #deps: NameRegistrationDeps;
  readonly #debounceMs: number;
  readonly #lookups: DebouncedRequest;
  #inflight: ResultAsync<NameRecord, RegisterNameError> | undefined;

  constructor(deps: NameRegistrationDeps, options: NameRegistrationOptions = {}) {
    this.#deps = deps;
    this.zone = options.zone ?? DEFAULT_NAME_ZONE;
    this.#debounceMs = options.debounceMs ?? NAME_SUGGESTIONS_DEBOUNCE_MS;
    this.#lookups = new DebouncedRequest(deps.scheduler);
    makeAutoObservable(
      this,
      { suggestions: observableRef, registration: observableRef, zone: false },
      { autoBind: true },
    );
  }

  /** Why the query cannot be registered (SPEC §5); undefined when it can, or nothing is typed. */
  get validation(): LatchError<'ACCOUNT_NAME_INVALID'> | undefined {
    if (this.query === '') return undefined;
    const checked = validateAccountName(this.query);
    return checked.isErr() ? checked.error : undefined;
  }

  /** The query as a full name of the zone (`alice.latch.id`), once it is valid. */
  get fullName(): string | undefined {
    return this.query !== '' && this.validation === undefined ? toZoneName(this.query, this.zone) : undefined;
  }

  /** The suggestion for exactly the query, when the answer for it has arrived. */
  get exactMatch(): NameSuggestionView | undefined {
    const { suggestions, fullName } = this;
    if (suggestions.status !== 'ready' || suggestions.query !== this.query) return undefined;
    return suggestions.suggestions.find((suggestion) => suggestion.name === fullName);
  }

  /** A wallet signature or the data service is awaited. */
  get busy(): boolean {
    const { status } = this.registration;
    return status === 'signing' || status === 'registering';
  }

  /** The query can be submitted: valid, not known to be taken, nothing under way. */
  get canSubmit(): boolean {
    return this.fullName !== undefined && this.exactMatch?.registered !== true && !this.busy;
  }

  /**
   * Sets the label as typed. A valid label is looked up 500 ms after the last change (setting the same label
   * again only retries a failed lookup); anything else clears the suggestions. A failed registration's
   * reason stays until the label changes.
   */
  setQuery(query: string): void {
    const { status } = this.suggestions;
    if (query === this.query && (status === 'loading' || status === 'ready')) return;
    this.query = query;
    this.#lookups.cancel();
    if (this.registration.status === 'failed' && this.registration.name !== this.#nameOf(query))
      this.registration = IDLE_REGISTRATION;
    if (query === '' || this.validation !== undefined) {
      this.suggestions = IDLE_SUGGESTIONS;
      return;
    }
    this.suggestions = { status: 'loading', query };
    const { names } = this.#deps;
    const zone = this.zone;
    this.#lookups.schedule(
      this.#debounceMs,
      (signal) => fetchNameSuggestions({ names, label: query, zone, signal }),
      {
        ok: (suggestions) => {
          this.suggestions = { status: 'ready', query, suggestions };
        },
        err: (error) => {
          this.suggestions = { status: 'failed', query, error };
        },
      },
    );
  }

  /**
   * Registers `label` (default: the query). Resolves with the name record once the identity has been
   * refreshed, or the reason it failed (also kept in `registration`). A second call while one is under
   * way joins it.
   */
  register(label: string = this.query): ResultAsync<NameRecord, RegisterNameError> {
    if (this.#inflight !== undefined) return this.#inflight;
    const name = this.#nameOf(label);
    const run = registerAccountName(
      { names: this.#deps.names, clock: this.#deps.clock },
      {
        ...this.#deps.account(),
        label,
        zone: this.zone,
        onStep: (step) =>
          runInAction(() => {
            this.registration = { status: step, name };
          }),
      },
    )
      .andThen((record) => this.#refreshIdentity().map(() => record))
      .map((record) => {
        runInAction(() => {
          this.registration = { status: 'registered', name, record };
          this.#inflight = undefined;
        });
        return record;
      })
      .mapErr((error) => {
        runInAction(() => {
          this.registration = { status: 'failed', name, error };
          this.#inflight = undefined;
        });
        return error;
      });
    this.#inflight = run;
    return run;
  }

  /** Back to an empty form (a new visit to the register view): a lookup is given up, a registration goes on. */
  reset(): void {
    this.#lookups.cancel();
    this.query = '';
    this.suggestions = IDLE_SUGGESTIONS;
    if (!this.busy) this.registration = IDLE_REGISTRATION;
  }

  /**
   * The view closed: a lookup asked for it is aborted (the query stays; setting it again asks again). The
   * registration is kept: the success view shows it after the register view closed.
   */
  leave(): void {
    this.#lookups.cancel();
    if (this.suggestions.status === 'loading') this.suggestions = IDLE_SUGGESTIONS;
  }

  /** Stops a pending lookup; a request in flight is aborted, its answer dropped. */
  dispose(): void {
    this.#lookups.cancel();
  }

  #nameOf(label: string): string {
    return toZoneName(label, this.zone);
  }

  #refreshIdentity(): ResultAsync<undefined, never> {
    const done = (): undefined => undefined;
    return ResultAsync.fromSafePromise(
      Promise.resolve()
        .then(() => this.#deps.refreshIdentity())
        .then(done, done),
    );
  }
}

/** Creates the RegisterAccountName flow; call `dispose` to stop a pending lookup. */
export const createNameRegistrationStore = (
  deps: NameRegistrationDeps,
  options?: NameRegistrationOptions,
): NameRegistrationStore => new NameRegistrationStore(deps, options);
