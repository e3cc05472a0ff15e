import { Dialog } from '../Dialog/Dialog.js';
import { ToastRegion } from '../Toasts/ToastRegion.js';

/** What the modal's shadow root shows once its code is here: the dialog and the toasts (see DeferredModalContents). */
export function ModalContents() {
  return (
    <>
      <Dialog />
      <ToastRegion />
    </>
  );
}
