import type { RouterStore } from '../../core/kernel/router/index.js';

/**
 * After a flow's transaction (Send, Swap, On-ramp): back to the Account view below, or Account as the only view
 * when the flow was opened directly.
 */
export const backToAccount = (router: Pick<RouterStore, 'history' | 'goBack' | 'reset'>): void => {
  const { history } = router;
  if (history.length > 1 && history[history.length - 2] === 'Account') router.goBack();
  else router.reset('Account');
};
