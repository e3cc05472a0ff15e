import { useEffect } from 'react';
import type { BalancesState } from '../../../core/kernel/balances/index.js';
import { useToasts } from '../../context/coreHooks.js';

/**
 * SPEC §8: when the token balances turn out unavailable (the fetch failed or the network is not served), the
 * view shows the 'Token Balance Unavailable' toast — once per unavailable answer (a Retry that fails again says so again); the
 * service only decides the state (STYLE #4).
 */
export const useBalancesUnavailableToast = (state: BalancesState): void => {
  const toasts = useToasts();
  const unavailable = state.status === 'unavailable' ? state : undefined;
  useEffect(() => {
    if (unavailable !== undefined) toasts.show({ message: unavailable.error.message, variant: 'error' });
  }, [toasts, unavailable]);
};
