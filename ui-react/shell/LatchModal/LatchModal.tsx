import { useHostSettings } from '../../context/coreHooks.js';
import { StatusAnnouncer } from '../Announcer/StatusAnnouncer.js';
import { Dialog } from '../Dialog/Dialog.js';
import { ShadowHost } from '../ShadowHost/ShadowHost.js';
import { ToastRegion } from '../Toasts/ToastRegion.js';

/**
 * The modal in its own shadow root: portalled to document.body, or inline (appendTo false / embedded), with
 * the toasts and the status announcements beside it.
 */
export function LatchModal() {
  const { placement, embedded, themeMode, hostStyle } = useHostSettings();
  return (
    <ShadowHost
      placement={placement}
      display={embedded ? 'block' : 'contents'}
      themeMode={themeMode}
      hostStyle={hostStyle}
      name="modal"
    >
      <Dialog />
      <ToastRegion />
      <StatusAnnouncer />
    </ShadowHost>
  );
}
