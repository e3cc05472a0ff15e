import { makeAutoObservable, observableRef } from 'mobx';
import type { NamesApi, Network, Scheduler } from '../../../ports/index.js';
import { createScheduledTasks, LatestRun, type ScheduledTasks } from '../../lib/flowSteps/index.js';
import type { NameCache } from './createNameCache.js';
import { isNameInput } from './isNameInput.js';
import { resolveReceiver } from './resolveReceiver.js';
import type { ReceiverLookup } from './types.js';

const NO_LOOKUP: ReceiverLookup = { status: 'none' };

export interface ReceiverLookupsDeps {
  readonly namesApi: Pick<NamesApi, 'lookupName'>;
  readonly names: NameCache;
  readonly scheduler: Scheduler;
  readonly debounceMs: number;
}

/**
 * The live lookup of a receiver typed as a name (the Send form's hint under the field): 'resolving' at once,
 * then, once typing pauses `debounceMs`, 'resolved' with the address for the network or 'failed' with the
 * catalogue error. An address or anything else is no lookup. A later input drops an earlier answer.
 */
export class ReceiverLookups {
  state: ReceiverLookup = NO_LOOKUP;

  readonly #deps: ReceiverLookupsDeps;
  readonly #runs = new LatestRun();
  readonly #tasks: ScheduledTasks;

  constructor(deps: ReceiverLookupsDeps) {
    this.#deps = deps;
    this.#tasks = createScheduledTasks(deps.scheduler);
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
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
      const { namesApi, names: cache } = this.#deps;
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
