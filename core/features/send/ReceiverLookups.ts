import { makeAutoObservable, observableRef } from 'mobx';
import type { Clock, NamesApi, Network, Scheduler } from '../../../ports/index.js';
import { createScheduledTasks, LatestRun, type ScheduledTasks } from '../../lib/flowSteps/index.js';
import { createNameCache, type NameCache } from './createNameCache.js';
import { isNameInput } from './isNameInput.js';
import { resolveReceiver } from './resolveReceiver.js';
import type { ReceiverLookup } from './types.js';

const NO_LOOKUP: ReceiverLookup = { status: 'none' };

export interface ReceiverLookupsDeps {
  readonly namesApi: Pick<NamesApi, 'lookupName'>;
  /** The clock of the name cache (see createNameCache). */
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly debounceMs: number;
}

/**
 * The live lookup of a receiver typed as a name (the Send form's hint under the field): 'resolving' at once,
 * then, once typing pauses `debounceMs`, 'resolved' with the address for the network or 'failed' with the
 * catalogue error. An address or anything else is no lookup. A later input drops an earlier answer. Its name
 * cache (`names`) is the Send flow's: the Preview resolves through it too.
 */
export class ReceiverLookups {
  state: ReceiverLookup = NO_LOOKUP;
  /** The Send flow's name records (5 min), shared with the Preview. */
  readonly names: NameCache;

  readonly #deps: ReceiverLookupsDeps;
  readonly #runs = new LatestRun();
  readonly #tasks: ScheduledTasks;

  constructor(deps: ReceiverLookupsDeps) {
    this.#deps = deps;
    this.names = createNameCache(deps.clock);
    this.#tasks = createScheduledTasks(deps.scheduler);
    makeAutoObservable(this, { state: observableRef, names: false }, { autoBind: true });
  }

  /** Looks `receiver` up on `network` after the debounce when it is written as a name. */
  schedule(receiver: string, network: Network): void {
    this.#tasks.cancelAll();
    const run = this.#runs.next();
    const input = receiver.trim();
    // Names resolve on eip155 only (SPEC §1): elsewhere a name is no lookup, and Preview says it is no address.
    if (!isNameInput(input) || network.chainNamespace !== 'eip155') {
      this.state = NO_LOOKUP;
      return;
    }
    const name = input.toLowerCase();
    this.state = { status: 'resolving', name };
    this.#tasks.after(() => {
      const { names: cache } = this;
      const { namesApi } = this.#deps;
      void resolveReceiver({ input, network, namesApi, cache }).match(
        ({ address }) =>
          this.#runs.apply(run, () => {
            this.state = { status: 'resolved', name, address };
          }),
        (error) =>
          this.#runs.apply(run, () => {
            this.state = { status: 'failed', name, error };
          }),
      );
    }, this.#deps.debounceMs);
  }

  /** No lookup; an answer in flight is dropped. */
  clear(): void {
    this.#tasks.cancelAll();
    this.#runs.next();
    this.state = NO_LOOKUP;
  }

  /** Stops the pending lookup and drops answers in flight (the state stays). */
  dispose(): void {
    this.#tasks.cancelAll();
    this.#runs.next();
  }
}
