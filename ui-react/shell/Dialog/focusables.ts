const FOCUSABLE =
  'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements Tab may stop at inside `container`, in document order. */
export const focusables = (container: Element): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.hasAttribute('disabled') &&
      element.getAttribute('tabindex') !== '-1' &&
      // A disabled fieldset disables its controls too (the Connect view's methods behind the terms checkbox).
      element.closest('[inert], [hidden], [aria-hidden="true"], fieldset[disabled]') === null,
  );

/** The focused element, looking through open shadow roots (document.activeElement stops at their hosts). */
export const deepActiveElement = (doc: Document): Element | null => {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

/** Where Tab (or Shift+Tab) goes from `current`: cycles through `items`, never leaving them. */
export const nextFocus = (
  items: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | undefined => {
  const last = items.length - 1;
  const index = current instanceof HTMLElement ? items.indexOf(current) : -1;
  if (backwards) return items[index <= 0 ? last : index - 1];
  return items[index === -1 || index === last ? 0 : index + 1];
};
