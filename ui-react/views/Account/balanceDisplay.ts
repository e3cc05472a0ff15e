import type { NativeBalanceState } from '../../../core/kernel/account/index.js';

/** How the native balance shows: a placeholder while unknown, the amount, or that it is unavailable. */
export type BalanceDisplay =
  | { readonly kind: 'loading' }
  | { readonly kind: 'amount'; readonly text: string }
  | { readonly kind: 'unavailable' };

/**
 * SPEC §5 balances come formatted from the store ('0.000 ETH' for zero); a failed or unsupported read is
 * 'unavailable' and never shown as an amount (STYLE #17: failures are not data).
 */
export const balanceDisplay = (state: NativeBalanceState): BalanceDisplay => {
  switch (state.status) {
    case 'ready':
      return { kind: 'amount', text: `${state.formatted} ${state.symbol}` };
    case 'unavailable':
      return { kind: 'unavailable' };
    default:
      return { kind: 'loading' };
  }
};
