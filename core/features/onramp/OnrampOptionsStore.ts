import { makeAutoObservable, observableRef } from 'mobx';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { OnrampOptions } from '../../../ports/index.js';
import { LatestRun } from '../../lib/flowSteps/index.js';
import { fallbackOnrampOptions } from './fallbackOnrampOptions.js';
import { fetchOnrampOptions } from './fetchOnrampOptions.js';
import type { OnrampOptionsSource, OnrampOptionsStatus, OnrampStoreDeps } from './types.js';

export const NO_ONRAMP_OPTIONS: OnrampOptions = { purchaseCurrencies: [], paymentCurrencies: [] };

type OptionsDeps = Pick<OnrampStoreDeps, 'account' | 'onrampApi' | 'heldTokens' | 'logger' | 'track'>;

/**
 * The on-ramp options (GET /v1/onramp/options): the service's once it answered (not asked again), else the
 * built-in ones derived for the active network (reported once per load: ONRAMP_OPTIONS_FALLBACK).
 */
export class OnrampOptionsStore {
  status: OnrampOptionsStatus = 'idle';
  source: OnrampOptionsSource | undefined = undefined;
  private service: OnrampOptions | undefined = undefined;

  readonly #deps: OptionsDeps;
  readonly #runs = new LatestRun();

  constructor(deps: OptionsDeps) {
    this.#deps = deps;
    makeAutoObservable<OnrampOptionsStore, 'service'>(this, { service: observableRef }, { autoBind: true });
  }

  /** The options in use: the service's, or the fallback derived for the active network. */
  get options(): OnrampOptions | undefined {
    if (this.source === 'service') return this.service;
    if (this.source !== 'fallback') return undefined;
    const { account, heldTokens } = this.#deps;
    return fallbackOnrampOptions({ network: account.activeNetwork, heldTokens: heldTokens?.() ?? [] });
  }

  /** Loads the options unless the service's are there; `onApplied` runs when this load's answer is taken. */
  load(onApplied: () => void): ResultAsync<OnrampOptions, never> {
    const current = this.options;
    if (this.source === 'service' && current !== undefined) return okAsync(current);
    const run = this.#runs.next();
    this.status = 'loading';
    const apply = (source: OnrampOptionsSource, options: OnrampOptions | undefined) => {
      const applied = this.#runs.apply(run, () => {
        this.service = options;
        this.source = source;
        this.status = 'ready';
      });
      if (applied) onApplied();
      return applied;
    };
    return fetchOnrampOptions(this.#deps.onrampApi, this.#runs.signal(run))
      .map((options) => {
        apply('service', options);
        return options;
      })
      .orElse((error) => {
        if (this.#runs.isCurrent(run)) {
          this.#deps.logger.warn('on-ramp options unavailable, using the built-in ones', { error });
          if (apply('fallback', undefined)) this.#deps.track?.({ event: 'ONRAMP_OPTIONS_FALLBACK' });
        }
        return okAsync<OnrampOptions, never>(this.options ?? NO_ONRAMP_OPTIONS);
      });
  }

  /** Gives up a load in flight (its request aborted, its answer dropped). */
  cancel(): void {
    this.#runs.next();
    if (this.status === 'loading') this.status = this.source === undefined ? 'idle' : 'ready';
  }
}
