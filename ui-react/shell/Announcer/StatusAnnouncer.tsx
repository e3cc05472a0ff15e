import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useConnection } from '../../context/coreHooks.js';
import { STATUS_MESSAGES } from './statusMessage.js';

/**
 * A polite, visually hidden live region announcing connection status changes (not the status found at
 * mount, which is no change).
 */
export const StatusAnnouncer = observer(function StatusAnnouncer() {
  const connection = useConnection();
  const status = connection.status;
  const initial = useRef(status);
  const changed = useRef(false);
  if (status !== initial.current) changed.current = true;
  return (
    <div className="latch-visually-hidden" role="status" aria-live="polite" data-testid="latch-status">
      {changed.current ? STATUS_MESSAGES[status] : ''}
    </div>
  );
});
