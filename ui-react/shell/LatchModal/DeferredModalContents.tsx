import { observer } from 'mobx-react-lite';
import { useHostSettings, useModal, useToasts } from '../../context/coreHooks.js';
import { useDeferredModule } from './deferredModule.js';
import { dialogCode, toastsCode } from './loadModalContents.js';

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
  const dialog = useDeferredModule(dialogCode, embedded || modal.isOpen, true);
  const toastRegion = useDeferredModule(toastsCode, toasts.visible.length > 0, false);
  return (
    <>
      {dialog === undefined ? null : <dialog.ModalContents />}
      {toastRegion === undefined ? null : <toastRegion.ToastRegion />}
    </>
  );
});
