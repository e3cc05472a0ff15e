import type { ResultAsync } from 'neverthrow';
import { useState } from 'react';

interface DecisionButtonsProps {
  /** What is decided, for screen readers ("the connection request of Latch Demo"). */
  readonly subject: string;
  readonly onApprove: () => ResultAsync<unknown, Error>;
  readonly onReject: () => ResultAsync<unknown, Error>;
  /** Approve is not possible yet (e.g. no network picked). */
  readonly approveDisabled?: boolean;
}

/** Reject / Approve, both disabled while one of them is being carried out (no double answers). */
export function DecisionButtons({
  subject,
  onApprove,
  onReject,
  approveDisabled = false,
}: DecisionButtonsProps) {
  const [busy, setBusy] = useState<'approve' | 'reject' | undefined>();
  const run = (which: 'approve' | 'reject', action: () => ResultAsync<unknown, Error>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="decision">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy !== undefined}
        aria-busy={busy === 'reject'}
        aria-description={`Reject ${subject}`}
        onClick={run('reject', onReject)}
      >
        {busy === 'reject' ? 'Rejecting…' : 'Reject'}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy !== undefined || approveDisabled}
        aria-busy={busy === 'approve'}
        aria-description={`Approve ${subject}`}
        onClick={run('approve', onApprove)}
      >
        {busy === 'approve' ? 'Approving…' : 'Approve'}
      </button>
    </div>
  );
}
