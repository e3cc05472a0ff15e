import { useCallback } from 'react';
import { useLatchContext } from '../context/LatchContext.js';
import { useViewServices } from './viewServices.js';

/** Copies text to the clipboard and says so in a toast ('Link copied', 'Address copied'…), or that it could not. */
export const useCopyWithToast = (): ((text: string, done: string) => void) => {
  const { latch } = useLatchContext();
  const services = useViewServices();
  return useCallback(
    (text: string, done: string) => {
      Promise.resolve()
        .then(() => services.copyText(text))
        .then(
          () => latch.toasts.show({ message: done, variant: 'success' }),
          () => latch.toasts.show({ message: 'Could not copy', variant: 'error' }),
        );
    },
    [latch, services],
  );
};
