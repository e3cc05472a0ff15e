export { later, laterResult, type PromiseKeys } from './lazyPort.js';
export { type Lazy, loadOnce } from './loadOnce.js';
