import { useSyncExternalStore } from 'react';
import type { Toast, ToastStore } from '../toasts/createToastStore.js';

/** The visible toasts. */
export const useToasts = (toasts: ToastStore): readonly Toast[] =>
  useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
