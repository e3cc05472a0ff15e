import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useHostSettings, useModal, useToasts } from '../../context/coreHooks.js';
import { whenIdle } from '../../context/whenIdle.js';
import type { DeferredModule } from './deferredModule.js';
import { dialogCode, toastsCode } from './loadModalContents.js';

/**
 * A module's exports once fetched: at once when `needed`, else when the page is idle if `onIdle`. Until it is here
 * the caller renders nothing; once fetched it is there at once for every later provider.
 */
const useDeferred = <M,>(code: DeferredModule<M>, needed: boolean, onIdle: boolean): M | undefined => {
  const [module, setModule] = useState(code.loaded);
  useEffect(() => {
    if (module !== undefined || typeof window === 'undefined' || (!needed && !onIdle)) return;
    let live = true;
    const load = () => {
      // A failed fetch is tried again the next time the module is needed.
      code.load().then(
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
  }, [code, module, needed, onIdle]);
  return module;
};

/**
 * The dialog and the toasts, whose code is fetched after the page's first chunk. The dialog's when the page is
 * idle (opening then shows it at once), or at once when the modal opens or is embedded; the toasts' only when a
 * toast is shown. The page's JavaScript before the click counts what is fetched on idle, so only what opening
 * shows is.
 */
export const DeferredModalContents = observer(function DeferredModalContents() {
  const { embedded } = useHostSettings();
  const modal = useModal();
  const toasts = useToasts();
  const dialog = useDeferred(dialogCode, embedded || modal.isOpen, true);
  const toastRegion = useDeferred(toastsCode, toasts.visible.length > 0, false);
  return (
    <>
      {dialog === undefined ? null : <dialog.ModalContents />}
      {toastRegion === undefined ? null : <toastRegion.ToastRegion />}
    </>
  );
});
