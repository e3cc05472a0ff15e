import type { ApprovalRequest } from './describeRequest.js';

/** How long the panel shows before Approve can be clicked (issue 26 §9: a host page can make the frame transparent). */
export const APPROVE_ARMING_MS = 500;

/** Runs `armed` once the panel has shown for a while; default a timer of APPROVE_ARMING_MS (tests pass their own). */
export type ArmApproval = (armed: () => void) => void;

const afterArmingDelay: ArmApproval = (armed) => {
  setTimeout(armed, APPROVE_ARMING_MS);
};

/**
 * Shows one request at a time in the frame's own document: a titled panel with what is asked (as text,
 * never HTML) and Reject / Approve buttons. Escape rejects; focus starts on Reject so a stray Enter
 * never approves; Approve stays disabled until the panel has shown ~500 ms, so a click meant for what a host
 * page drew over a transparent frame does not approve. Resolves true on Approve, false on Reject, and clears
 * the panel either way.
 */
export const createApprovalView = (doc: Document, arm: ArmApproval = afterArmingDelay) => {
  let queue: Promise<unknown> = Promise.resolve();

  const show = (request: ApprovalRequest): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const panel = doc.createElement('section');
      panel.className = 'approval';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-labelledby', 'approval-title');
      const title = doc.createElement('h1');
      title.id = 'approval-title';
      title.textContent = request.title;
      const list = doc.createElement('dl');
      for (const row of request.rows) {
        const term = doc.createElement('dt');
        term.textContent = row.label;
        const value = doc.createElement('dd');
        value.textContent = row.value;
        list.append(term, value);
      }
      const actions = doc.createElement('div');
      actions.className = 'actions';
      const reject = doc.createElement('button');
      reject.type = 'button';
      reject.className = 'reject';
      reject.textContent = 'Reject';
      reject.setAttribute('aria-label', `Reject: ${request.title}`);
      const approve = doc.createElement('button');
      approve.type = 'button';
      approve.className = 'approve';
      approve.textContent = 'Approve';
      approve.setAttribute('aria-label', `Approve: ${request.title}`);
      actions.append(reject, approve);
      panel.append(title, list, actions);
      const finish = (approved: boolean) => {
        doc.removeEventListener('keydown', onKey);
        panel.remove();
        resolve(approved);
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') finish(false);
      };
      reject.addEventListener('click', () => finish(false));
      approve.disabled = true;
      approve.addEventListener('click', () => {
        if (!approve.disabled) finish(true);
      });
      doc.addEventListener('keydown', onKey);
      doc.body.append(panel);
      reject.focus();
      arm(() => {
        approve.disabled = false;
      });
    });

  return {
    /** Queued: a second request waits until the first is answered. */
    approve(request: ApprovalRequest): Promise<boolean> {
      const next = queue.then(() => show(request));
      queue = next.catch(() => undefined);
      return next;
    },
  };
};
