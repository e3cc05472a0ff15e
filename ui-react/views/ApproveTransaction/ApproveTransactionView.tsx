import { emailStyles } from '../../components/EmailField/styles.js';
import { SpinnerIcon } from '../../components/icons.js';
import { useStyles } from '../../shell/styleSheets.js';

/**
 * SPEC §2 ApproveTransaction: the embedded wallet's frame shows its own Approve / Reject over the modal (the
 * adapter makes it visible); this body stays beneath it, and closing is blocked until it answers.
 */
export function ApproveTransactionView() {
  useStyles('email', emailStyles);
  return (
    <div className="latch-approve" aria-live="polite">
      <SpinnerIcon size={20} />
      <p>Approve or reject the request in the wallet window.</p>
    </div>
  );
}
