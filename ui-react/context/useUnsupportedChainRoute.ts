import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { Latch } from '../../core/kernel/latch/index.js';

/**
 * SPEC §4: when the wallet moves to a network that is not configured, show UnsupportedChain (the account
 * store decides "unsupported", honouring allowUnsupportedChain / disabled switching; the UI navigates).
 */
export function useUnsupportedChainRoute(latch: Pick<Latch, 'account' | 'modal' | 'router'>): void {
  useEffect(
    () =>
      reaction(
        () => latch.account.isUnsupportedChain,
        (unsupported) => {
          if (unsupported && latch.router.view !== 'UnsupportedChain')
            void latch.modal.open({ view: 'UnsupportedChain' });
        },
        { fireImmediately: true },
      ),
    [latch],
  );
}
