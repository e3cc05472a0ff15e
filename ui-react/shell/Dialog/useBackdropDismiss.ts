import { type RefObject, useEffect } from 'react';

/**
 * A press on the backdrop itself (not on the card) asks to close. Pointer only: keyboard users have Escape
 * and the close button, so the backdrop stays out of the accessibility tree.
 */
export const useBackdropDismiss = (
  backdrop: RefObject<HTMLElement | null>,
  enabled: boolean,
  onDismiss: () => void,
): void => {
  useEffect(() => {
    const element = backdrop.current;
    if (!enabled || !element) return;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === element) onDismiss();
    };
    element.addEventListener('mousedown', onMouseDown);
    return () => element.removeEventListener('mousedown', onMouseDown);
  }, [backdrop, enabled, onDismiss]);
};
