import { type LatchError, latchError } from '../../lib/errors/index.js';
import type { ViewName } from '../router/index.js';

/** Why the modal refuses to close. */
export type CloseBlocker = 'approve-transaction' | 'sign-in-required';

export interface CloseContext {
  readonly view: ViewName;
  readonly force: boolean;
  /** Sign-in is required for the connected account (SPEC §6). */
  readonly signInRequired: boolean;
  readonly hasSession: boolean;
}

/**
 * SPEC §2: closing is blocked while ApproveTransaction is showing, unless forced; and while sign-in is
 * required and no session exists (forcing does not lift this one: only a session does).
 */
export const findCloseBlocker = (context: CloseContext): CloseBlocker | undefined => {
  if (context.view === 'ApproveTransaction' && !context.force) return 'approve-transaction';
  if (context.signInRequired && !context.hasSession) return 'sign-in-required';
  return undefined;
};

const REASONS: Record<CloseBlocker, string> = {
  'approve-transaction': 'a transaction is awaiting approval',
  'sign-in-required': 'sign-in is required',
};

export type CloseBlockedError = LatchError<'MODAL_CLOSE_BLOCKED'>;

export const closeBlockedError = (blocker: CloseBlocker): CloseBlockedError =>
  latchError('MODAL_CLOSE_BLOCKED', { params: { reason: REASONS[blocker] }, data: { blocker } });
