import type { NativeBalanceState } from '../../../core/kernel/account/index.js';
import { RetryIcon } from '../../components/icons.js';
import { balanceDisplay } from './balanceDisplay.js';

/** The native balance under the address: amount, placeholder, or "Balance unavailable" with Retry. */
export function BalanceLine({
  state,
  onRetry,
}: {
  readonly state: NativeBalanceState;
  readonly onRetry: () => void;
}) {
  const shown = balanceDisplay(state);
  if (shown.kind === 'amount') return <p className="latch-account-balance">{shown.text}</p>;
  if (shown.kind === 'loading') {
    return (
      <p className="latch-account-balance" aria-busy="true">
        <span className="latch-skeleton latch-account-balance-skeleton" aria-hidden="true" />
        <span className="latch-visually-hidden">Loading balance…</span>
      </p>
    );
  }
  return (
    <div className="latch-account-balance-unavailable">
      <span>Balance unavailable</span>
      <button type="button" className="latch-chip" onClick={onRetry}>
        <RetryIcon size={12} />
        Retry
      </button>
    </div>
  );
}
