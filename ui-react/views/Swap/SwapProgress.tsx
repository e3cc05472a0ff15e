import { observer } from 'mobx-react-lite';
import type { SwapStatus, SwapStore } from '../../../core/features/swap/index.js';
import { CheckIcon, SpinnerIcon } from '../../components/icons.js';

type StepState = 'done' | 'active' | 'todo';
type Step = 'approve' | 'swap';

const stepState = (step: Step, status: SwapStatus): StepState => {
  if (step === 'approve') return status === 'approving' ? 'active' : 'done';
  if (status === 'swapping') return 'active';
  return status === 'success' ? 'done' : 'todo';
};

/** The current step waits for the wallet (no transaction sent yet). */
const waitsForWallet = ({ status, transactions }: SwapStore): boolean =>
  (status === 'approving' ? transactions.approve : transactions.swap) === undefined;

/** What the wallet or the chain is doing now, in words. */
const hint = (swap: SwapStore, symbol: string): string => {
  const wallet = waitsForWallet(swap);
  if (swap.status === 'approving') {
    return wallet ? `Approve the ${symbol} allowance in your wallet` : 'Waiting for the approval to confirm…';
  }
  return wallet ? 'Confirm the swap in your wallet' : 'Swapping… waiting for confirmation';
};

/**
 * The steps of a swap under way: the allowance approval (when the quote needs one), then the swap, the current
 * one turning and the one before it checked, with what to do in the wallet and, while the wallet is asked, a way
 * out of a wallet that never answers (back to the form with a fresh quote).
 */
export const SwapProgress = observer(function SwapProgress({ swap }: { readonly swap: SwapStore }) {
  const { preview, status } = swap;
  if (preview === undefined || (status !== 'approving' && status !== 'swapping')) return null;
  const { from, to } = preview;
  const steps: readonly { readonly step: Step; readonly label: string }[] = [
    ...(preview.needsApproval ? [{ step: 'approve' as const, label: `Approve ${from.symbol}` }] : []),
    { step: 'swap', label: `Swap ${from.symbol} for ${to.symbol}` },
  ];
  return (
    <div className="latch-swap-progress">
      <ol className="latch-swap-steps" aria-label="Progress">
        {steps.map(({ step, label }) => {
          const state = stepState(step, status);
          return (
            <li
              key={step}
              className="latch-swap-step"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span className="latch-swap-step-icon" aria-hidden="true">
                {state === 'active' ? <SpinnerIcon size={14} /> : null}
                {state === 'done' ? <CheckIcon size={14} /> : null}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
      <p className="latch-send-status" role="status">
        {hint(swap, from.symbol)}
      </p>
      {waitsForWallet(swap) ? (
        <button type="button" className="latch-send-text-button" onClick={swap.cancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
});
