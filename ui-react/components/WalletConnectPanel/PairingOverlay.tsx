import type { PairingDisplay, PairingFailure } from '../../../core/kernel/connectFlow/index.js';
import { AlertIcon, RetryIcon } from '../icons.js';

export interface PairingProblem {
  readonly title: string;
  readonly hint: string | undefined;
}

/** What to say when the code cannot be used: declined, or failed with the catalogue message. */
export const pairingProblem = (
  display: PairingDisplay,
  failure: PairingFailure | undefined,
): PairingProblem | undefined => {
  if (display !== 'error') return undefined;
  if (failure?.kind === 'rejected') return { title: 'Connection declined', hint: undefined };
  return { title: 'Connection failed', hint: failure?.message ?? 'The wallet did not connect.' };
};

/** Laid over a code that cannot be used, with the way to get a new one. */
export function PairingOverlay({
  problem,
  onRetry,
}: {
  readonly problem: PairingProblem;
  readonly onRetry: () => void;
}) {
  return (
    <div className="latch-qr-overlay" role="alert">
      <span className="latch-qr-overlay-icon">
        <AlertIcon size={18} />
      </span>
      <p className="latch-qr-overlay-title">{problem.title}</p>
      {problem.hint ? <p className="latch-qr-overlay-hint">{problem.hint}</p> : null}
      <button type="button" className="latch-button" onClick={onRetry}>
        <RetryIcon size={14} />
        Retry
      </button>
    </div>
  );
}
