import type { Result } from 'neverthrow';
import type { Latch } from '../../core/kernel/latch/index.js';
import type { CloseBlockedError, CloseOutcome } from '../../core/kernel/modal/index.js';

/**
 * The user asked to close (Escape, close button, backdrop, the close hook). The core decides: a blocked
 * close (SPEC §2: ApproveTransaction showing, sign-in required) comes back as an error and the modal shakes.
 * (The core gives up a namespace switch that waited for a connection on every close.)
 */
export const requestClose = (latch: Pick<Latch, 'modal'>): Result<CloseOutcome, CloseBlockedError> => {
  const result = latch.modal.close();
  if (result.isErr()) latch.modal.shake();
  return result;
};
