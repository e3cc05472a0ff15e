import { useMemo, useRef } from 'react';
import { createRouterStore, type RouterStore } from '../../../core/kernel/router/index.js';

/**
 * The router the card shows: the core's while the modal is open; once it closes, a still copy of the stack it
 * closed from, so the card fades out with the view it closed from (the sign-in, Send's success…) rather than
 * the Connect list the core's router is reset to at once (ModalStore.close). One mechanism for every close. Read
 * in an observer: the stack is observed, so the copy is of the last route shown.
 */
export function useShownRouter(router: RouterStore, open: boolean): RouterStore {
  const stack = router.stack;
  const last = useRef(stack);
  if (open) last.current = stack;
  return useMemo(() => {
    if (open) return router;
    const [root, ...rest] = last.current;
    const still = createRouterStore(root);
    for (const route of rest) still.pushRoute(route);
    return still;
  }, [open, router]);
}
