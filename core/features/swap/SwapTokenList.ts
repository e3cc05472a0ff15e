import { makeAutoObservable, observableRef } from 'mobx';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { Network, SwapApi, SwapToken } from '../../../ports/index.js';
import { LatestRun } from '../../lib/flowSteps/index.js';
import { fetchSwapTokens } from './fetchSwapTokens.js';
import type { SwapError, SwapTokensStatus } from './types.js';

/** The swap token list of a network: not loaded, loading, loaded or failed (with its error). */
export class SwapTokenList {
  status: SwapTokensStatus = 'idle';
  tokens: readonly SwapToken[] = [];
  error: SwapError | undefined = undefined;

  readonly #swapApi: Pick<SwapApi, 'getTokens'>;
  readonly #runs = new LatestRun();

  constructor(swapApi: Pick<SwapApi, 'getTokens'>) {
    this.#swapApi = swapApi;
    makeAutoObservable(this, { tokens: observableRef, error: observableRef }, { autoBind: true });
  }

  /** Loads `network`'s list; `refusal` (a network without swaps) fails at once. A later load drops this one. */
  load(network: Network, refusal: SwapError | undefined): ResultAsync<readonly SwapToken[], SwapError> {
    const run = this.#runs.next();
    if (refusal === undefined) {
      this.status = 'loading';
      this.error = undefined;
    }
    const list =
      refusal === undefined
        ? fetchSwapTokens(this.#swapApi, network, this.#runs.signal(run))
        : errAsync(refusal);
    return list
      .map((tokens) => {
        this.#runs.apply(run, () => {
          this.tokens = tokens;
          this.status = 'ready';
        });
        return tokens;
      })
      .mapErr((error) => {
        this.#runs.apply(run, () => {
          this.status = 'failed';
          this.error = error;
          this.tokens = [];
        });
        return error;
      });
  }

  /** Not loaded; a load in flight is dropped. */
  clear(): void {
    this.#runs.next();
    this.status = 'idle';
    this.tokens = [];
    this.error = undefined;
  }
}
