import type { Result } from 'neverthrow';
import type { CloseBlockedError, CloseOutcome } from '../../core/modal/index.js';
import type { LatchUi } from '../context/sources.js';

/**
 * The user asked to close (Escape, close button, backdrop, the close hook). The core decides: a blocked
 * close (SPEC §2: ApproveTransaction showing, sign-in required) comes back as an error and the modal shakes.
 * A close gives up a network switch to another namespace that waits for a connection (SPEC §4): the modal
 * was showing Connect for that namespace.
 */
export const requestClose = (
  latch: Pick<LatchUi, 'modal' | 'account'>,
): Result<CloseOutcome, CloseBlockedError> => {
  const result = latch.modal.close();
  if (result.isErr()) latch.modal.shake();
  else latch.account.cancelNamespaceSwitch();
  return result;
};
