import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useHostSettings, useModal, useToasts } from '../../context/coreHooks.js';
import { whenIdle } from '../../context/whenIdle.js';
import { loadedModalContents, loadModalContents } from './loadModalContents.js';

/**
 * The dialog and the toasts, whose code is fetched after the page's first chunk: when the page is idle, or at once
 * when they are needed (the modal opens or is embedded, a toast is shown). Until it is here nothing is rendered;
 * once fetched it renders at once for every later provider.
 */
export const DeferredModalContents = observer(function DeferredModalContents() {
  const { embedded } = useHostSettings();
  const modal = useModal();
  const toasts = useToasts();
  const needed = embedded || modal.isOpen || toasts.visible.length > 0;
  const [module, setModule] = useState(loadedModalContents);

  useEffect(() => {
    if (module !== undefined || typeof window === 'undefined') return;
    let live = true;
    const load = () => {
      // A failed fetch is tried again the next time the contents are needed.
      loadModalContents().then(
        (fetched) => live && setModule(() => fetched),
        () => undefined,
      );
    };
    if (needed) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(window, load);
    return () => {
      live = false;
      cancel();
    };
  }, [module, needed]);

  return module === undefined ? null : <module.ModalContents />;
});
