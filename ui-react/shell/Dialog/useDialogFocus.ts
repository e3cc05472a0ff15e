import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement, focusables, nextFocus } from './focusables.js';

export interface DialogFocusOptions {
  readonly card: RefObject<HTMLElement | null>;
  /** The dialog is showing (and not on its way out). */
  readonly open: boolean;
  /** A modal dialog traps focus and answers Escape; an embedded one does neither. */
  readonly modal: boolean;
  /** Changes whenever the content is replaced (the view), so lost focus is brought back. */
  readonly contentKey: string;
  readonly onEscape: () => void;
}

const focusWithoutScroll = (element: HTMLElement): void => element.focus({ preventScroll: true });

/**
 * WAI-ARIA dialog focus: focus moves into the dialog when it opens, Tab and Shift+Tab cycle inside it, Escape
 * asks to close, and focus returns to the element that had it (looking through shadow roots) on close.
 */
export const useDialogFocus = ({ card, open, modal, contentKey, onEscape }: DialogFocusOptions): void => {
  const opener = useRef<Element | null>(null);
  // Runs as an effect, not a cleanup: React puts focus back where it was after committing DOM changes, which
  // would undo a focus move made during the commit.
  useLayoutEffect(() => {
    const element = card.current;
    if (!modal || !element) return;
    const doc = element.ownerDocument;
    if (open) {
      opener.current = deepActiveElement(doc);
      focusWithoutScroll(element);
      return;
    }
    const previous = opener.current;
    opener.current = null;
    const active = deepActiveElement(doc);
    const focusInside = active === null || active === doc.body || element.getRootNode().contains(active);
    if (previous instanceof HTMLElement && previous.isConnected && focusInside) focusWithoutScroll(previous);
  }, [card, open, modal]);

  const shownKey = useRef(contentKey);
  useLayoutEffect(() => {
    const element = card.current;
    if (!open || !modal || !element || shownKey.current === contentKey) return;
    shownKey.current = contentKey;
    const active = deepActiveElement(element.ownerDocument);
    if (active === null || !element.contains(active)) focusWithoutScroll(element);
  }, [card, open, modal, contentKey]);

  useEffect(() => {
    const element = card.current;
    if (!open || !modal || !element) return;
    const doc = element.ownerDocument;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const items = focusables(element);
      const target = nextFocus(items, deepActiveElement(doc), event.shiftKey) ?? element;
      focusWithoutScroll(target);
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [card, open, modal, onEscape]);
};
