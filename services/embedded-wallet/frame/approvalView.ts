import type { ApprovalRequest } from './describeRequest.js';

/**
 * How long the panel must be seen, without a break, before Approve can be clicked (issue 26 §9: a host page can
 * make the frame transparent, or draw over it, and time a click).
 */
export const APPROVE_ARMING_MS = 500;

/**
 * Arms Approve while `panel` is seen: `armed` once it has been seen APPROVE_ARMING_MS without a break,
 * `disarmed` whenever it stops being seen (the wait then starts again). Returns what stops watching. The
 * default is armWhenSeen; tests pass their own.
 */
export type ArmApproval = (panel: Element, armed: () => void, disarmed: () => void) => () => void;

/** IntersectionObserver v2's options and entry field (Chromium): not in TypeScript's DOM types yet. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  readonly trackVisibility: boolean;
  readonly delay: number;
}
type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean };

/**
 * Seen means: the frame's document is visible and, where the browser can tell (IntersectionObserver v2,
 * Chromium), the panel is drawn unobscured — no opacity below 1 on the frame or what holds it, no filter or
 * skewing transform, nothing of the host page over it. Where the browser cannot tell, a visible document.
 */
export const armWhenSeen: ArmApproval = (panel, armed, disarmed) => {
  const doc = panel.ownerDocument;
  const view = doc.defaultView;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawn = true;
  const update = () => {
    const seen = drawn && doc.visibilityState === 'visible';
    if (seen && timer === undefined) timer = setTimeout(armed, APPROVE_ARMING_MS);
    if (!seen) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      disarmed();
    }
  };
  doc.addEventListener('visibilitychange', update);
  let observer: IntersectionObserver | undefined;
  const Observer = view?.IntersectionObserver;
  const tracksVisibility =
    Observer !== undefined && 'isVisible' in (view?.IntersectionObserverEntry?.prototype ?? {});
  if (Observer !== undefined && tracksVisibility) {
    // Not seen until the browser says so: the first report comes after `delay`.
    drawn = false;
    const init: VisibilityObserverInit = { trackVisibility: true, delay: 100, threshold: [0, 1] };
    observer = new Observer((entries) => {
      const last = entries.at(-1) as VisibilityEntry | undefined;
      if (last === undefined) return;
      drawn = last.isVisible === true;
      update();
    }, init);
    observer.observe(panel);
  }
  update();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    observer?.disconnect();
    doc.removeEventListener('visibilitychange', update);
  };
};

/**
 * Shows one request at a time in the frame's own document: a titled panel with what is asked (as text,
 * never HTML) and Reject / Approve buttons. Escape rejects; focus starts on Reject so a stray Enter
 * never approves; Approve stays disabled until the panel has been seen for ~500 ms without a break (armWhenSeen),
 * and again whenever it stops being seen, so a click meant for what a host page drew over a transparent or
 * covered frame does not approve. Resolves true on Approve, false on Reject, and clears
 * the panel either way.
 */
export const createApprovalView = (doc: Document, arm: ArmApproval = armWhenSeen) => {
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
      let stopArming: () => void = () => undefined;
      const finish = (approved: boolean) => {
        stopArming();
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
      stopArming = arm(
        panel,
        () => {
          approve.disabled = false;
        },
        () => {
          approve.disabled = true;
        },
      );
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
