export { later, laterResult, type PromiseKeys } from './lazyPort.js';
export { type LazyStore, lazyStore } from './lazyStore.js';
export { type Lazy, loadOnce } from './loadOnce.js';
