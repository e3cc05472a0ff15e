import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef } from 'react';
import { ShownRouterContext, useHostSettings, useModal, useRouter } from '../../context/coreHooks.js';
import { MOTION } from '../../theme/tokens.js';
import { Header } from '../Header/Header.js';
import { requestClose } from '../requestClose.js';
import { useStyles } from '../styleSheets.js';
import { ViewOutlet } from '../ViewOutlet/ViewOutlet.js';
import { dialogStyles } from './styles.js';
import { useBackdropDismiss } from './useBackdropDismiss.js';
import { useDialogFocus } from './useDialogFocus.js';
import { usePresence } from './usePresence.js';
import { useShownRouter } from './useShownRouter.js';

/**
 * The modal card (WAI-ARIA dialog): backdrop, header, current view. Opens and closes with the core's modal
 * state, plays its enter/exit animation — fading out with the view it closed from (useShownRouter) —, shakes
 * when the core says so. Embedded, it is always shown, inline
 * and without backdrop, focus trap or close button.
 */
export const Dialog = observer(function Dialog() {
  useStyles('dialog', dialogStyles);
  const { embedded } = useHostSettings();
  const modal = useModal();
  const open = embedded || modal.isOpen;
  const router = useShownRouter(useRouter(), open);
  const presence = usePresence(open, MOTION.base);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => {
    requestClose({ modal });
  }, [modal]);
  useDialogFocus({ card, open, modal: !embedded, contentKey: router.view, onEscape: close });
  const backdrop = useRef<HTMLDivElement>(null);
  useBackdropDismiss(backdrop, open && !embedded && presence === 'open', close);

  if (presence === 'closed') return null;
  const state = presence === 'open' ? 'open' : 'closing';
  const dialog = (
    <div
      ref={card}
      className="latch-card"
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      aria-busy={modal.loading || undefined}
      tabIndex={-1}
      data-state={state}
      data-shaking={String(modal.isShaking)}
      data-embedded={String(embedded)}
      inert={state === 'closing' ? true : undefined}
    >
      <ShownRouterContext.Provider value={router}>
        <Header titleId={titleId} onClose={embedded ? undefined : close} />
        <div className="latch-card-body">
          <ViewOutlet />
        </div>
      </ShownRouterContext.Provider>
    </div>
  );
  if (embedded) return dialog;
  return (
    <div ref={backdrop} className="latch-overlay" data-state={state} data-testid="latch-overlay">
      {dialog}
    </div>
  );
});
