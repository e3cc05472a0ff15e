import { deferredModule } from './deferredModule.js';

/**
 * The dialog's code: not part of the page's first chunk. The provider fetches it when the page is idle, or at once
 * when the modal opens or is embedded (DeferredModalContents).
 */
export const dialogCode = deferredModule(() => import('./ModalContents.js'));

/**
 * The toasts' code: fetched by the first toast shown (nothing shows one before the click), not on idle.
 */
export const toastsCode = deferredModule(() => import('../Toasts/ToastRegion.js'));

/** Both, fetched now (tests render the modal with its code already here). */
export const loadModalContents = (): Promise<void> =>
  Promise.all([dialogCode.load(), toastsCode.load()]).then(() => undefined);
