// Planted: a cycle through type-only imports (no-circular counts them too).
import type { Store } from './store.js';

export interface StoreContext {
  readonly parent?: Store;
}
