import { Dialog } from '../Dialog/Dialog.js';

/** What the modal's shadow root shows once the dialog's code is here (see DeferredModalContents). */
export function ModalContents() {
  return <Dialog />;
}
