import { useCallback } from 'react';
import { useToasts } from '../context/coreHooks.js';
import { useViewServices } from './viewServices.js';

/** Copies text to the clipboard and says so in a toast ('Link copied', 'Address copied'…), or that it could not. */
export const useCopyWithToast = (): ((text: string, done: string) => void) => {
  const toasts = useToasts();
  const services = useViewServices();
  return useCallback(
    (text: string, done: string) => {
      Promise.resolve()
        .then(() => services.copyText(text))
        .then(
          () => toasts.show({ message: done, variant: 'success' }),
          () => toasts.show({ message: 'Could not copy', variant: 'error' }),
        );
    },
    [toasts, services],
  );
};
