import { useEffect } from 'react';
import type { BalancesState } from '../../../core/balances/index.js';
import { useLatchContext } from '../../context/LatchContext.js';

/**
 * SPEC §8: when the token balances turn out unavailable (the fetch failed or the network is not served), the
 * view shows the 'Token Balance Unavailable' toast — once per unavailable answer (a Retry that fails again says so again); the
 * service only decides the state (STYLE #4).
 */
export const useBalancesUnavailableToast = (state: BalancesState): void => {
  const { latch } = useLatchContext();
  const unavailable = state.status === 'unavailable' ? state : undefined;
  useEffect(() => {
    if (unavailable !== undefined)
      latch.toasts.show({ message: unavailable.error.message, variant: 'error' });
  }, [latch, unavailable]);
};
