import type { StoreContext } from './context.js';

export interface Store {
  readonly context: StoreContext;
}
