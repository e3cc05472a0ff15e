import type { PromptSummary } from './summarisePrompt.js';

export type Confirm = (summary: PromptSummary) => Promise<boolean>;

/** Marks the dialog element (tests and e2e find it by this attribute or by its role and name). */
export const DIALOG_ATTRIBUTE = 'data-latch-sandbox-dialog';
export const DIALOG_NAME = 'Latch Sandbox Wallet';

const BOX_STYLE: Readonly<Record<string, string>> = {
  position: 'fixed',
  right: '16px',
  bottom: '16px',
  'z-index': '2147483647',
  width: '320px',
  padding: '16px',
  'border-radius': '12px',
  border: '1px solid #d0d0d7',
  background: '#ffffff',
  color: '#141414',
  'box-shadow': '0 8px 24px rgba(0, 0, 0, 0.2)',
  font: '14px/1.4 system-ui, sans-serif',
  'overflow-wrap': 'anywhere',
};
const BUTTON_STYLE: Readonly<Record<string, string>> = {
  padding: '8px 16px',
  'border-radius': '8px',
  border: '1px solid #141414',
  cursor: 'pointer',
  font: 'inherit',
};

const styled = <E extends HTMLElement>(element: E, style: Readonly<Record<string, string>>): E => {
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  return element;
};

/** Shows one dialog and resolves true on Approve, false on Reject or Escape; the dialog is then removed. */
function showDialog(doc: Document, summary: PromptSummary): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = styled(doc.createElement('div'), BOX_STYLE);
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', DIALOG_NAME);
    dialog.setAttribute(DIALOG_ATTRIBUTE, '');
    const heading = doc.createElement('strong');
    heading.textContent = `${DIALOG_NAME}: ${summary.title}`;
    const lines = summary.lines.map((line) => {
      const paragraph = styled(doc.createElement('p'), { margin: '8px 0 0' });
      paragraph.textContent = line;
      return paragraph;
    });
    const button = (label: string, primary: boolean) => {
      const element = styled(doc.createElement('button'), {
        ...BUTTON_STYLE,
        background: primary ? '#141414' : '#ffffff',
        color: primary ? '#ffffff' : '#141414',
      });
      element.type = 'button';
      element.textContent = label;
      return element;
    };
    const reject = button('Reject', false);
    const approve = button('Approve', true);
    const actions = styled(doc.createElement('div'), { display: 'flex', gap: '8px', 'margin-top': '12px' });
    actions.append(reject, approve);
    dialog.append(heading, ...lines, actions);

    const finish = (approved: boolean) => {
      dialog.remove();
      resolve(approved);
    };
    approve.addEventListener('click', () => finish(true));
    reject.addEventListener('click', () => finish(false));
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false);
    });
    (doc.body ?? doc.documentElement).append(dialog);
  });
}

/**
 * Confirmation in the page: a small fixed-position dialog with the request summary and Approve / Reject
 * buttons. Prompts are shown one at a time, in the order they were asked.
 */
export function createPageConfirmer(doc: Document): Confirm {
  let queue: Promise<unknown> = Promise.resolve();
  return (summary) => {
    const answer = queue.then(() => showDialog(doc, summary));
    queue = answer.catch(() => undefined);
    return answer;
  };
}
