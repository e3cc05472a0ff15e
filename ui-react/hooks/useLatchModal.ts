import type { Result } from 'neverthrow';
import { useMemo } from 'react';
import type { CloseBlockedError, CloseOutcome, OpenOptions } from '../../core/kernel/modal/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { requestClose } from '../shell/requestClose.js';
import { useObserved } from './useObserved.js';

export interface LatchModalControls {
  /** Opens the modal, on `view` with its `data` when given, else on the view the opening rules pick. */
  open(options?: OpenOptions): Promise<void>;
  /** Closes it; a blocked close (SPEC §2) shakes the modal and comes back as the error. */
  close(): Result<CloseOutcome, CloseBlockedError>;
  /**
   * Gets what opening shows ready (the wallet registry's list) when the user is about to open the modal: call it
   * when a pointer or the focus reaches your own connect button. The ConnectButton does.
   */
  prepare(): void;
  readonly isOpen: boolean;
}

export const useLatchModal = (): LatchModalControls => {
  const { latch } = useLatchContext();
  const isOpen = useObserved(
    () => latch.modal.isOpen,
    () => false,
  );
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => latch.modal.open(options),
      close: () => requestClose(latch),
      prepare: () => latch.modal.prepare(),
      isOpen,
    }),
    [latch, isOpen],
  );
};
