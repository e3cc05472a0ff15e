// What a host's DOM test needs to see into Latch: the modal and the buttons each render in their own shadow
// root (so their styles never touch the host's, nor the host's theirs), which Testing Library's `screen` does
// not enter. Pass what these return to `within(...)`.

/** Latch's shadow hosts: the modal and the three buttons a host places. */
export type LatchHostName = 'modal' | 'connect-button' | 'account-button' | 'network-button';

/** The first such host's shadow root, or null while none is rendered. */
export const queryLatchShadowRoot = (
  name: LatchHostName = 'modal',
  doc: Document = document,
): ShadowRoot | null => doc.querySelector(`[data-latch-host="${name}"]`)?.shadowRoot ?? null;

/** The host's shadow root; throws when it is not in the document. */
export const latchShadowRoot = (name: LatchHostName = 'modal', doc: Document = document): ShadowRoot => {
  const root = queryLatchShadowRoot(name, doc);
  if (root === null) throw new Error(`Latch: no ${name} in the document (is <LatchProvider> rendered?)`);
  return root;
};

/**
 * The element inside a Latch host that holds what it shows — for the modal its dialog, the view and the
 * toasts — for `within(latchElement())`, `within(latchElement('connect-button'))`; throws when not rendered.
 */
export const latchElement = (name: LatchHostName = 'modal', doc: Document = document): HTMLElement => {
  const root = latchShadowRoot(name, doc).querySelector<HTMLElement>('.latch-root');
  if (root === null) throw new Error(`Latch: the ${name} has not rendered yet`);
  return root;
};

/** `latchElement('modal')`: the modal's dialog, view and toasts. */
export const latchModal = (doc: Document = document): HTMLElement => latchElement('modal', doc);
