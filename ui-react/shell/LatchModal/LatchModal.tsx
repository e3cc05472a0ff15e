import { useHostSettings } from '../../context/coreHooks.js';
import { StatusAnnouncer } from '../Announcer/StatusAnnouncer.js';
import { ShadowHost } from '../ShadowHost/ShadowHost.js';
import { DeferredModalContents } from './DeferredModalContents.js';

/**
 * The modal in its own shadow root: portalled to document.body, or inline (appendTo false / embedded), with
 * the toasts and the status announcements beside it. The dialog and the toasts load after the first chunk
 * (DeferredModalContents); the announcer is there from the start, so no status change is missed.
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
      <DeferredModalContents />
      <StatusAnnouncer />
    </ShadowHost>
  );
}
