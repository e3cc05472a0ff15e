export { collectImageUrls } from './collectImageUrls.js';
export { MODAL_SHAKE_MS, PREFETCH_TIMEOUT_MS } from './constants.js';
export {
  type CloseBlockedError,
  type CloseBlocker,
  type CloseContext,
  closeBlockedError,
  findCloseBlocker,
} from './findCloseBlocker.js';
export {
  type CloseOptions,
  type CloseOutcome,
  createModalStore,
  type ModalCloseEvent,
  type ModalEvent,
  ModalStore,
  type ModalStoreDeps,
  type ModalStoreOptions,
} from './ModalStore.js';
export { type OpenContext, type OpenOptions, resolveOpenRoute } from './resolveOpenRoute.js';
