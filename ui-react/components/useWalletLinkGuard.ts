import { useCallback } from 'react';
import { safeUrl } from '../../core/validation/safeUrl.js';
import { useLatchContext } from '../context/LatchContext.js';

/**
 * The URL policy at the place a view hands the page over to a wallet app: gives back `href` when it is http(s)
 * or a wallet's own scheme; otherwise (javascript:, data:, vbscript:, file: … from a listing or a host's option)
 * shows the catalogue's URL_UNSAFE text in a toast and gives back undefined, so the view opens nothing.
 */
export const useWalletLinkGuard = (): ((href: string) => string | undefined) => {
  const { latch } = useLatchContext();
  return useCallback(
    (href: string) =>
      safeUrl(href, 'app').match(
        (safe) => safe,
        (error) => {
          latch.toasts.show({ message: error.message, variant: 'error' });
          return undefined;
        },
      ),
    [latch],
  );
};
