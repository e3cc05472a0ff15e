export { MAX_VISIBLE_TOASTS, TOAST_DEFAULT_DURATION_MS, TOAST_SWAP_DELAY_MS } from './constants.js';
export { type Toast, type ToastInput, type ToastLink, ToastStore, type ToastVariant } from './ToastStore.js';
